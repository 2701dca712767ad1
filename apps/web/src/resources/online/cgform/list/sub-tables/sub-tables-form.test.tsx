import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { compileRuntimeResource, type ResourceDefinition, type RuntimeResourceSpec } from '@weld/core';
import { renderWithRouter } from '../../../../../test/render';
import { envelope, startFakeHttp, type FakeRequest } from '../../../../../test/fake-http';

const compiled = (spec: RuntimeResourceSpec) =>
  JSON.parse(JSON.stringify(compileRuntimeResource(spec))) as ResourceDefinition;
const main = compiled({
  name: 'ext_weld',
  table: 'ext_weld',
  title: { zh_CN: '焊接工艺' },
  fields: { title: { kind: 'text', label: { zh_CN: '工艺编号' }, required: true, search: 'like' } },
});
const passes = compiled({
  name: 'ext_pass',
  table: 'ext_pass',
  title: { zh_CN: '焊道' },
  fields: {
    weldId: { kind: 'text', label: { zh_CN: '工艺' } },
    passNo: { kind: 'number', label: { zh_CN: '焊道号' }, required: true, integer: true },
    speed: { kind: 'number', label: { zh_CN: '焊接速度' }, min: 5, max: 30 },
  },
});
const approval = compiled({
  name: 'ext_ok',
  table: 'ext_ok',
  title: { zh_CN: '审批' },
  fields: {
    weldId: { kind: 'text', label: { zh_CN: '工艺' } },
    approver: { kind: 'text', label: { zh_CN: '审批人' }, required: true },
  },
});
const sub = (definition: ResourceDefinition, tableTxt: string, relationType: number) => ({
  id: `${definition.name}-head`,
  tableName: definition.name,
  tableTxt,
  relationType,
  fkField: 'weldId',
  mainField: 'id',
  definition,
  disabled: [],
  // the design marks the speed for a 合计 row
  totals: definition === passes ? { speed: ['sum'] } : {},
});
const stored = {
  id: 'm1',
  title: 'WPS-1',
  ext_pass: [
    { id: 'p1', weldId: 'm1', passNo: 1, speed: 10 },
    { id: 'p2', weldId: 'm1', passNo: 2, speed: 12 },
    { id: 'p3', weldId: 'm1', passNo: 3, speed: 40 },
  ],
  ext_ok: [{ id: 'o1', weldId: 'm1', approver: '李工' }],
};

let server: Awaited<ReturnType<typeof startFakeHttp>>;
let Page: ComponentType;
const calls: FakeRequest[] = [];

beforeAll(async () => {
  server = await startFakeHttp((request) => {
    calls.push(request);
    const { method, path } = request;
    if (path === '/online/cgform/api/getDefinition/w1')
      return envelope({
        definition: main,
        head: {
          id: 'w1',
          tableName: 'ext_weld',
          tableTxt: '焊接工艺',
          isTree: 'N',
          isDbSynch: 'Y',
          formTemplate: '1',
          themeTemplate: 'tab',
          pidField: '',
          hasChildField: '',
          textField: '',
          subTables: [sub(passes, '焊道', 0), sub(approval, '审批', 1)],
        },
        rights: { add: true, edit: true, delete: true, import: false, export: false },
      });
    if (path === '/online/cgform/api/getData/w1') return envelope({ records: [stored], total: 1 });
    if (path === '/online/cgform/api/form/w1/m1') return envelope(stored);
    // the server refuses the first pass: another procedure holds its number
    if (method === 'PUT' && path === '/online/cgform/api/form/w1')
      return envelope(
        { errors: { 'ext_pass[0].passNo': '焊道号已被使用' } },
        { status: 400, message: '焊道号已被使用' },
      );
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
});

const activeTab = () => document.querySelector('.ant-drawer .ant-tabs-tab-active')?.textContent;
const openTab = (name: string) =>
  fireEvent.click(within(document.querySelector('.ant-drawer .ant-tabs-nav') as HTMLElement).getByText(name));
const puts = () => calls.filter((c) => c.method === 'PUT');
const okButton = () =>
  [...document.querySelectorAll('.ant-drawer-footer button')].find(
    (b) => b.textContent?.replace(/\s/g, '') === '确定',
  ) as HTMLButtonElement;

describe('online main form with sub tables (tab layout)', () => {
  it('checks every sub row before sending, opens the failing tab, and shows the server’s refusal at its cell', async () => {
    renderWithRouter([{ path: '/online/cgformList/:code', element: <Page /> }], '/online/cgformList/w1');
    fireEvent.click(await screen.findByText(/^编\s*辑$/, {}, { timeout: 30_000 }));
    // the edit reads the record with its sub rows: the grid holds three passes, the approval its approver
    await waitFor(() => expect(screen.getAllByLabelText('焊道号')).toHaveLength(3), { timeout: 20_000 });
    expect(activeTab()).toBe('焊接工艺');
    expect((screen.getByDisplayValue('李工') as HTMLInputElement).value).toBe('李工');
    // the grid's 合计 row sums the marked speeds and follows what is typed
    const footer = () => document.querySelector('.ant-drawer .weld-grid-footer') as HTMLElement;
    expect(within(footer()).getByText('合计')).toBeTruthy();
    expect(footer().querySelector('[data-key="speed"]')?.textContent).toBe('62');

    // the third pass is too fast: nothing is sent, the passes tab opens and the cell says why
    fireEvent.click(okButton());
    await waitFor(() => expect(activeTab()).toBe('焊道'), { timeout: 10_000 });
    const tip = await screen.findByText('不能大于30');
    expect(tip.classList.contains('is-open')).toBe(true);
    expect(puts()).toHaveLength(0);

    // fixed, the save sends the main with its rows (stored ids kept); the server's refusal lands on its cell
    fireEvent.change(screen.getAllByLabelText('焊接速度')[2], { target: { value: '12' } });
    await waitFor(() => expect(footer().querySelector('[data-key="speed"]')?.textContent).toBe('34'));
    openTab('焊接工艺');
    await waitFor(() => expect(activeTab()).toBe('焊接工艺'));
    fireEvent.click(okButton());
    await waitFor(() => expect(puts()).toHaveLength(1), { timeout: 10_000 });
    expect(puts()[0].body).toMatchObject({
      id: 'm1',
      title: 'WPS-1',
      ext_pass: [
        { id: 'p1', passNo: 1, speed: 10 },
        { id: 'p2', passNo: 2, speed: 12 },
        { id: 'p3', passNo: 3, speed: 12 },
      ],
      ext_ok: [{ id: 'o1', approver: '李工' }],
    });
    await waitFor(() => expect(activeTab()).toBe('焊道'), { timeout: 10_000 });
    const refused = await screen.findByText('焊道号已被使用');
    expect(refused.closest('.weld-grid-cell')?.getAttribute('data-key')).toBe('passNo');
    expect(refused.classList.contains('is-open')).toBe(true);
  }, 90_000);

  it('opens the approval tab when its required field is emptied, sending nothing', async () => {
    renderWithRouter([{ path: '/online/cgformList/:code', element: <Page /> }], '/online/cgformList/w1');
    fireEvent.click(await screen.findByText(/^编\s*辑$/, {}, { timeout: 30_000 }));
    const approver = await screen.findByDisplayValue('李工', {}, { timeout: 20_000 });
    fireEvent.change(approver, { target: { value: '' } });
    fireEvent.change((await screen.findAllByLabelText('焊接速度', {}, { timeout: 10_000 }))[2], {
      target: { value: '20' },
    });
    fireEvent.click(okButton());
    await waitFor(() => expect(activeTab()).toBe('审批'));
    // the shown tab's panel (antd 6 marks it `aria-hidden=false`) says what is missing
    const pane = document.querySelector('.ant-drawer [role=tabpanel][aria-hidden=false]') as HTMLElement;
    await waitFor(() => expect(within(pane).getByText('不能为空')).toBeTruthy());
    expect(puts()).toHaveLength(0);
  }, 90_000);
});
