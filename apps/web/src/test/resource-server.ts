import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A call the fake API received: method, path, query, JSON body and (multipart) raw text. */
export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
  raw: string;
  headers: IncomingMessage['headers'];
}

export type Row = Record<string, unknown> & { id: string };

const RANKS: Record<string, string> = { '1': '初级', '2': '中级', '3': '高级' };

/** `n` positions, newest first, as the server kit answers them (with postRank_dictText). */
export function positions(n: number): Row[] {
  return Array.from({ length: n }, (_, i) => {
    const rank = String((i % 3) + 1);
    return { id: `p${i + 1}`, code: `P${String(i + 1).padStart(3, '0')}`, name: `焊工${i + 1}`, postRank: rank, postRank_dictText: RANKS[rank], orgCode: 'A01', createTime: '2026-11-01 08:00:00' };
  });
}

function envelope(res: ServerResponse, status: number, result: unknown, message = 'ok') {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ success: status === 200, code: status, message, result, timestamp: 0 }));
}

async function readBody(req: IncomingMessage): Promise<{ body: Record<string, unknown> | null; raw: string }> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const raw = Buffer.concat(chunks).toString();
  const json = (req.headers['content-type'] ?? '').includes('json');
  return { body: json && raw ? (JSON.parse(raw) as Record<string, unknown>) : null, raw };
}

/** An .xlsx attachment as the server kit sends it (UTF-8 name with an ASCII fallback). */
function xlsx(res: ServerResponse, name: string, bytes: string) {
  res.writeHead(200, {
    'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'content-disposition': `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'access-control-expose-headers': 'content-disposition',
  });
  res.end(bytes);
}

/** importExcel by the uploaded file's content: PARTIAL → 201 with a report, BAD → 400, else 200. */
function importExcel(res: ServerResponse, raw: string) {
  if (!raw.includes('name="file"')) return envelope(res, 400, null, '请上传文件');
  if (raw.includes('BAD')) return envelope(res, 400, null, '文件不是有效的 Excel');
  if (raw.includes('PARTIAL')) {
    const msg = '导入 2 条，失败 1 条（第 3 行）';
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ success: true, code: 201, message: msg, result: { msg, fileUrl: 'excel-errors/report.xlsx', fileName: 'report.xlsx' }, timestamp: 0 }));
  }
  return envelope(res, 200, { count: 3 }, '成功导入 3 条');
}

/**
 * A real HTTP server answering the server kit's position endpoints with the API envelope; a code
 * 'DUP' is refused with 409 naming the field and a name 'BAD' with a 400 per-field message, in the
 * server kit's formats. exportXls answers bytes, importExcel 200/201/400 by the file's content.
 */
export async function startResourceServer(rows: Row[]) {
  const calls: Call[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const { body, raw } = await readBody(req);
      calls.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, body, raw, headers: req.headers });
      const q = url.searchParams;
      switch (`${req.method} ${url.pathname}`) {
        case 'GET /api/sys/position/list': {
          const size = Number(q.get('pageSize') ?? 10);
          const page = Number(q.get('pageNo') ?? 1);
          return envelope(res, 200, { records: rows.slice((page - 1) * size, page * size), total: rows.length, size, current: page, pages: Math.ceil(rows.length / size) });
        }
        case 'GET /api/sys/dict/getDictItems/position_rank':
          return envelope(res, 200, Object.entries(RANKS).map(([value, text]) => ({ value, text })));
        case 'POST /api/sys/position/add':
        case 'PUT /api/sys/position/edit':
          if (body?.code === 'DUP') return envelope(res, 409, { field: 'code' }, '职务编码已存在');
          if (body?.name === 'BAD') return envelope(res, 400, { errors: { name: '不在允许的名称内' } }, '职务名称：不在允许的名称内');
          return envelope(res, 200, null);
        case 'GET /api/sys/position/exportXls':
          return xlsx(res, '职务管理（导出）.xlsx', 'PK-export');
        case 'POST /api/sys/position/importExcel':
          return importExcel(res, raw);
        case 'GET /api/sys/common/static/excel-errors/report.xlsx':
          return xlsx(res, 'report.xlsx', 'PK-report');
        case 'DELETE /api/sys/position/delete':
        case 'DELETE /api/sys/position/deleteBatch':
          return envelope(res, 200, null);
        default:
          return envelope(res, 404, null, 'not found');
      }
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  return { base, calls, close: () => new Promise<void>((r) => server.close(() => r())) };
}
