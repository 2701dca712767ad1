import { envelope, startFakeHttp, type FakeReply, type FakeRequest } from './fake-http';

/** A call the fake API received: method, path (with /api), query, JSON body and (multipart) raw text. */
export type Call = FakeRequest;

export type Row = Record<string, unknown> & { id: string };

const RANKS: Record<string, string> = { '1': '初级', '2': '中级', '3': '高级' };

/** `n` positions, newest first, as the server kit answers them (with postRank_dictText). */
export function positions(n: number): Row[] {
  return Array.from({ length: n }, (_, i) => {
    const rank = String((i % 3) + 1);
    return {
      id: `p${i + 1}`,
      code: `P${String(i + 1).padStart(3, '0')}`,
      name: `焊工${i + 1}`,
      postRank: rank,
      postRank_dictText: RANKS[rank],
      orgCode: 'A01',
      createTime: '2026-11-01 08:00:00',
    };
  });
}

/** An .xlsx attachment as the server kit sends it (UTF-8 name with an ASCII fallback). */
function xlsx(name: string, bytes: string): FakeReply {
  return {
    text: bytes,
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'access-control-expose-headers': 'content-disposition',
    },
  };
}

/** importExcel by the uploaded file's content: PARTIAL → 201 with a report, BAD → 400, else 200. */
function importExcel(raw: string): FakeReply {
  if (!raw.includes('name="file"')) return envelope(null, { status: 400, message: '请上传文件' });
  if (raw.includes('BAD')) return envelope(null, { status: 400, message: '文件不是有效的 Excel' });
  if (raw.includes('PARTIAL')) {
    const msg = '导入 2 条，失败 1 条（第 3 行）';
    return envelope(
      { msg, fileUrl: 'excel-errors/report.xlsx', fileName: 'report.xlsx' },
      { code: 201, message: msg },
    );
  }
  return envelope({ count: 3 }, { message: '成功导入 3 条' });
}

/**
 * A real HTTP server answering the server kit's position endpoints with the API envelope; a code
 * 'DUP' is refused with 409 naming the field (the duplicate check calls it free, as in a race; it calls 'TAKEN' taken) and a name 'BAD' with a 400 per-field message, in the
 * server kit's formats. exportXls answers bytes, importExcel 200/201/400 by the file's content.
 */
export async function startResourceServer(rows: Row[]) {
  const calls: Call[] = [];
  const http = await startFakeHttp((request) => {
    // these tests read paths as the browser sent them
    const call = { ...request, path: `/api${request.path}` };
    calls.push(call);
    const { query: q, body, raw } = call;
    switch (`${call.method} ${call.path}`) {
      case 'GET /api/sys/position/list': {
        const size = Number(q.get('pageSize') ?? 10);
        const page = Number(q.get('pageNo') ?? 1);
        // as the server kit counts: up to a round 1,000 at least 10 pages past this one, unless totalExact=true
        const cap = Math.ceil(((page - 1) * size + size * 10) / 1000) * 1000;
        const totalExact = q.get('totalExact') === 'true' || rows.length <= cap;
        const total = totalExact ? rows.length : cap;
        return envelope({
          records: rows.slice((page - 1) * size, page * size),
          total,
          totalExact,
          size,
          current: page,
          pages: Math.ceil(total / size),
        });
      }
      case 'GET /api/sys/position/queryById': {
        const row = rows.find((r) => r.id === q.get('id'));
        return row ? envelope(row) : envelope(null, { status: 404, message: '记录不存在或无权查看' });
      }
      case 'GET /api/sys/dict/getDictItems/position_rank':
        return envelope(Object.entries(RANKS).map(([value, text]) => ({ value, text })));
      case 'POST /api/sys/position/add':
      case 'PUT /api/sys/position/edit':
        if (body?.code === 'DUP')
          return envelope({ field: 'code' }, { status: 409, message: '职务编码已存在' });
        if (body?.name === 'BAD')
          return envelope(
            { errors: { name: '不在允许的名称内' } },
            { status: 400, message: '职务名称：不在允许的名称内' },
          );
        // add and edit answer the saved record, as the server kit does
        return envelope({ id: 'p-new', ...body });
      case 'GET /api/sys/position/exportXls':
        return xlsx('职务管理（导出）.xlsx', 'PK-export');
      case 'POST /api/sys/position/importExcel':
        return importExcel(raw);
      case 'GET /api/sys/common/static/excel-errors/report.xlsx':
        return xlsx('report.xlsx', 'PK-report');
      case 'GET /api/sys/duplicate/check':
        // the server kit's answer: success false, with its message, when another record holds the value
        return q.get('fieldVal') === 'TAKEN'
          ? {
              status: 200,
              json: {
                success: false,
                code: 200,
                message: '该值不可用，系统中已存在！',
                result: { free: false },
                timestamp: 0,
              },
            }
          : envelope({ free: true });
      case 'DELETE /api/sys/position/delete':
      case 'DELETE /api/sys/position/deleteBatch':
        return envelope(null);
      default:
        return envelope(null, { status: 404, message: 'not found' });
    }
  });
  return { base: http.base, calls, close: http.close };
}
