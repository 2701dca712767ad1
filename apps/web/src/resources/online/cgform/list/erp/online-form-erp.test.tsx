import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { compileRuntimeResource, type ResourceDefinition } from '@weld/core';
import { renderWithRouter } from '../../../../../test/render';
import { envelope, startFakeHttp, type FakeRequest } from '../../../../../test/fake-http';

const served = (name: string, title: string, fields: Record<string, unknown>) =>
  JSON.parse(
    JSON.stringify(compileRuntimeResource({ name, table: name, title: { zh_CN: title }, fields } as never)),
  ) as ResourceDefinition;
const text = (label: string, extra = {}) => ({ kind: 'text', label: { zh_CN: label }, max: 36, ...extra });
const definitions: Record<string, ResourceDefinition> = {
  proc: served('ext_proc', '焊接工艺', { code: text('工艺编号', { search: 'like' }) }),
  pass: served('ext_pass', '焊道', { procId: text('工艺', { search: 'eq' }), passNo: text('焊道号') }),
  approval: served('ext_approval', '审批', {
    procId: text('工艺', { search: 'eq' }),
    approver: text('审批人'),
  }),
  secret: served('ext_secret', '内部记录', { procId: text('工艺', { search: 'eq' }), note: text('备注') }),
};
const sub = (id: string, tableTxt: string, relationType: number) => ({
  id,
  tableName: definitions[id]!.name,
  tableTxt,
  relationType,
  fkField: 'procId',
  mainField: 'id',
});
const headOf = (id: string) => ({
  id,
  tableName: definitions[id]!.name,
  tableTxt: definitions[id]!.title?.zh_CN ?? '',
  isTree: 'N',
  isDbSynch: 'Y',
  formTemplate: '1',
  themeTemplate: id === 'proc' ? 'erp' : 'normal',
  pidField: '',
  hasChildField: '',
  textField: '',
  subTables:
    id === 'proc' ? [sub('pass', '焊道', 0), sub('approval', '审批', 1), sub('secret', '内部记录', 0)] : [],
});
const all = { add: true, edit: true, delete: true, import: false, export: false };

type Rec = Record<string, unknown> & { id: string };
let rows: Record<string, Rec[]>;
const calls: FakeRequest[] = [];
let server: Awaited<ReturnType<typeof startFakeHttp>>;
let Page: ComponentType;

beforeAll(async () => {
  server = await startFakeHttp((request) => {
    calls.push(request);
    const { method, path, query, body } = request;
    const [, code] = /\/online\/cgform\/api\/\w+\/(\w+)/.exec(path) ?? [];
    if (path.startsWith('/online/cgform/api/getDefinition/')) {
      if (code === 'secret') return envelope(null, { status: 403, message: '没有权限' });
      return envelope({ definition: definitions[code!], head: headOf(code!), rights: all });
    }
    if (path.startsWith('/online/cgform/api/getData/')) {
      const procId = query.get('procId');
      const records = rows[code!]!.filter((r) => !procId || r.procId === procId);
      const size = Number(query.get('pageSize') ?? 10);
      return envelope({ records: records.slice(0, size), total: records.length });
    }
    if (method === 'POST' && path.startsWith('/online/cgform/api/form/')) {
      const taken = code === 'approval' && rows.approval!.some((r) => r.procId === body?.procId);
      // another tab added the one row meanwhile: the server says so at the foreign key
      if (taken || body?.approver === '后来者')
        return envelope(
          { errors: { procId: '一对一的附表最多只能有一行' } },
          { status: 400, message: '一对一的附表最多只能有一行' },
        );
      rows[code!]!.push({ ...(body as Rec), id: `${code}-${rows[code!]!.length + 1}` });
      return envelope('new-id');
    }
    return envelope(null, { status: 404, message: 'not found' });
  });
  vi.stubEnv('VITE_API_BASE', server.base);
  Page = (await import('../online-form-list-page')).OnlineFormListPage;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  calls.length = 0;
  rows = {
    proc: [
      { id: 'p1', code: 'WPS-001' },
      { id: 'p2', code: 'WPS-002' },
    ],
    pass: [
      { id: 'a', procId: 'p1', passNo: '根焊' },
      { id: 'b', procId: 'p2', passNo: '盖面' },
    ],
    approval: [{ id: 'x', procId: 'p1', approver: '李工' }],
    secret: [],
  };
});

/** jsdom renders a whole list screen slowly on a busy machine */
const WAIT = { timeout: 20_000 };
const open = () =>
  renderWithRouter([{ path: '/online/cgformList/:code', element: <Page /> }], '/online/cgformList/proc');
const tabs = () => document.querySelector('.weld-erp-sub-tabs') as HTMLElement;
const panel = () => tabs().querySelector('[role="tabpanel"][aria-hidden="false"]') as HTMLElement;
const mainRow = (code: string) => screen.getByText(code).closest('tr') as HTMLElement;
const buttons = (root: HTMLElement) =>
  [...root.querySelectorAll('button')].map((b) => b.textContent?.replace(/\s/g, ''));

describe('ERP list of a main form', () => {
  it(
    'asks to choose a main record, then lists the chosen record’s rows in each tab it may read',
    { timeout: 90_000 },
    async () => {
      open();
      expect(await screen.findByText('WPS-001', {}, WAIT)).toBeTruthy();
      await waitFor(
        () => expect(within(tabs()).getByText('请先在上方列表中选择一条主表记录')).toBeTruthy(),
        WAIT,
      );
      // a sub the caller may not list has no tab
      expect(
        within(tabs())
          .getAllByRole('tab')
          .map((t) => t.textContent),
      ).toEqual(['焊道', '审批']);

      fireEvent.click(mainRow('WPS-002'));
      await waitFor(() => expect(mainRow('WPS-002').getAttribute('aria-selected')).toBe('true'), WAIT);
      expect(await within(tabs()).findByText('盖面', {}, WAIT)).toBeTruthy();
      expect(within(tabs()).queryByText('根焊')).toBeNull();
      expect(
        calls.some((c) => c.path === '/online/cgform/api/getData/pass' && c.query.get('procId') === 'p2'),
      ).toBe(true);

      fireEvent.click(mainRow('WPS-001'));
      expect(await within(tabs()).findByText('根焊', {}, WAIT)).toBeTruthy();
      expect(mainRow('WPS-002').getAttribute('aria-selected')).toBe('false');
      // a new row is the chosen record's: the foreign key is no form field but the save carries it
      fireEvent.click(within(panel()).getByRole('button', { name: /新\s*增/ }));
      const drawer = await screen.findByRole('dialog', {}, WAIT);
      expect(within(drawer).queryByLabelText('工艺')).toBeNull();
      fireEvent.change(within(drawer).getByLabelText('焊道号'), { target: { value: '填充' } });
      fireEvent.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
      expect(await within(tabs()).findByText('填充', {}, WAIT)).toBeTruthy();
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ procId: 'p1', passNo: '填充' });
    },
  );

  it(
    'offers 新增 in a one-to-one tab only while the main record has no row, and shows the server’s refusal',
    { timeout: 90_000 },
    async () => {
      open();
      fireEvent.click(await screen.findByText('WPS-001', {}, WAIT));
      fireEvent.click(await within(tabs()).findByRole('tab', { name: '审批' }, WAIT));
      expect(await within(panel()).findByText('李工', {}, WAIT)).toBeTruthy();
      expect(buttons(panel())).not.toContain('新增');

      fireEvent.click(mainRow('WPS-002'));
      await waitFor(() => expect(buttons(panel())).toContain('新增'), WAIT);
      fireEvent.click(within(panel()).getByRole('button', { name: /新\s*增/ }));
      const drawer = await screen.findByRole('dialog', {}, WAIT);
      fireEvent.change(within(drawer).getByLabelText('审批人'), { target: { value: '后来者' } });
      fireEvent.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
      expect(await within(drawer).findByText('一对一的附表最多只能有一行', {}, WAIT)).toBeTruthy();
    },
  );
});
