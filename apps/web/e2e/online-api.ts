import { expect, type APIRequestContext } from '@playwright/test';
import { designField, standardFields } from '@weld/core/online/standard-fields';
import type { CgformDesign, CgformField } from '@weld/core/online/design';
import { ADMIN } from './support';

/** Setup of the online-form journeys through the API, so each journey walks only the screens it is about. */
export async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/sys/login', {
    data: { username: ADMIN.username, password: ADMIN.password },
  });
  const headers = { 'X-Access-Token': ((await login.json()) as { result: { token: string } }).result.token };
  const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown) => {
    const res = await request.fetch(`/api${url}`, { method, headers, data });
    const body = (await res.json()) as { success: boolean; message: string; result: T };
    expect(res.status(), `${method} ${url}: ${body.message}`).toBe(200);
    return body.result;
  };
  return {
    call,
    /** adds and syncs a design; answers its head id */
    async publish(design: CgformDesign): Promise<string> {
      const head = await call<{ id: string }>('POST', '/online/cgform/api/addAll', design);
      await call('POST', `/online/cgform/api/doDbSynch/${head.id}/normal`);
      return head.id;
    },
    /** deletes the designs (and their tables) of these table names, as a journey stopped half-way leaves them */
    async removeForms(...tables: string[]) {
      for (const table of tables) {
        const listed = await call<{ records: { id: string }[] }>(
          'GET',
          `/online/cgform/head/list?tableName=${table}`,
        );
        for (const { id } of listed.records) await call('DELETE', `/online/cgform/head/delete?id=${id}`);
      }
    },
  };
}

/** A single-table design of the standard columns and the given fields (order numbers follow them). */
export function formDesign(
  table: string,
  tableTxt: string,
  fields: [name: string, text: string, type: CgformField['dbType'], extra?: Partial<CgformField>][],
): CgformDesign {
  return {
    head: {
      tableName: table,
      tableTxt,
      tableType: 1,
      isCheckbox: 'Y',
      isPage: 'Y',
      isTree: 'N',
      queryMode: 'single',
      formTemplate: '1',
      themeTemplate: 'normal',
    },
    fields: [
      ...standardFields(),
      ...fields.map(([name, text, type, extra], i) => designField(name, text, type, 6 + i, extra)),
    ],
    indexs: [],
  };
}
