import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { compileRuntimeResource, type PermissionItem, type ResourceDefinition } from '@weld/core';
import { session } from '../../../../lib/session';
import { renderWithRouter } from '../../../../test/render';
import { envelope, startFakeHttp, type FakeRequest } from '../../../../test/fake-http';
import { usePageExtrasOf } from '../../../../kit/page-header-extras';

const served = compileRuntimeResource({
  name: 'ext_welders',
  table: 'ext_welders',
  title: { zh_CN: '焊工登记' },
  fields: {
    welder: { kind: 'text', label: { zh_CN: '焊工姓名' }, search: 'like', sort: true, max: 32 },
    sex: { kind: 'dict', label: { zh_CN: '性别' }, dictCode: 'sex', search: 'eq' },
    day: { kind: 'date', label: { zh_CN: '登记日期' }, search: 'range' },
  },
}) as ResourceDefinition;
const definition = JSON.parse(JSON.stringify(served)) as ResourceDefinition;
const head = (code: string, isDbSynch: 'Y' | 'N') => ({
  id: code,
  tableName: 'ext_welders',
  tableTxt: '焊工登记',
  isTree: 'N',
  isDbSynch,
  formTemplate: '2',
  themeTemplate: 'normal',
  pidField: '',
  hasChildField: '',
  textField: '',
});

let server: Awaited<ReturnType<typeof startFakeHttp>>;
let Page: ComponentType;
const calls: FakeRequest[] = [];
// whether the form `stale` has been synced by the test
let synced = false;

beforeAll(async () => {
  server = await startFakeHttp(({ method, path, ...rest }) => {
    calls.push({ method, path, ...rest });
    const code = path.split('/').at(-1)!;
    if (path.startsWith('/online/cgform/api/getEnhance/')) return envelope({ buttons: [], rules: [] });
    if (path.startsWith('/online/cgform/api/getDefinition/')) {
      if (code === 'never') return envelope(null, { status: 409, message: 'NO_DB_SYNC' });
      if (code === 'nope') return envelope(null, { status: 404, message: '表单不存在' });
      // the server answers the caller's rights on the form's rows: add only
      const rights = { add: true, edit: false, delete: false, import: false, export: false };
      return envelope({ definition, head: head(code, code === 'stale' && !synced ? 'N' : 'Y'), rights });
    }
    if (path === '/online/cgform/api/getData/gone')
      return envelope(null, { status: 409, message: 'NO_DB_SYNC' });
    if (path.startsWith('/online/cgform/api/getData/'))
      return envelope({ records: [{ id: 'r1', welder: '张焊工', sex: '1', sex_dictText: '男' }], total: 1 });
    if (path.startsWith('/online/cgform/api/syncPlan/'))
      return envelope({
        code: 'stale',
        tableName: 'ext_welders',
        method: 'normal',
        dialect: 'sqlite',
        exists: true,
        statements: ['ALTER TABLE "ext_welders" ADD COLUMN "extra" varchar(20)'],
        rowsLost: 0,
        losses: [],
        conflicts: [],
        allowed: true,
      });
    if (method === 'POST' && path.startsWith('/online/cgform/api/doDbSynch/')) {
      synced = true;
      return envelope(null);
    }
    if (path === '/sys/dict/getDictItems/sex')
      return envelope([
        { value: '1', text: '男' },
        { value: '2', text: '女' },
      ]);
    return envelope(null, { status: 404, message: 'not found' });
  });
  vi.stubEnv('VITE_API_BASE', server.base);
  Page = (await import('./online-form-list-page')).OnlineFormListPage;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

const right = (action: string): PermissionItem => ({ action, type: '1', describe: action });
const grant = (...actions: string[]) => session.savePermissions({ auth: actions.map(right), allAuth: [] });
beforeEach(() => {
  calls.length = 0;
  // the list's buttons follow the rights the server answers, not these
  grant('online:ext_welders:delete');
});

/** The page head's title as the page sets it (the shell shows it). */
function Title() {
  return <h1 data-testid="title">{usePageExtrasOf('')?.title}</h1>;
}

const open = (code: string) =>
  renderWithRouter(
    [
      {
        path: '/online/cgformList/:code',
        element: (
          <>
            <Title />
            <Page />
          </>
        ),
      },
    ],
    `/online/cgformList/${code}`,
  );
// The list's rows appear after the first render of the whole antd list page (search form, table, drawer), which
// took 4-7 s on a loaded two-core machine before the data call was even sent, main's code as long as this when
// timed side by side: the rows get a budget of their own, the tests too.
const LIST_PAINT = { timeout: 15_000 };
const buttonTexts = () =>
  [...document.querySelectorAll('button')].map((b) => b.textContent?.replace(/\s/g, ''));

describe('online form auto list', { timeout: 40_000 }, () => {
  it('lists a synced form under its name, with add as the rights allow and a two-column form', async () => {
    open('ok');
    expect(await screen.findByText('张焊工', {}, LIST_PAINT)).toBeTruthy();
    expect(screen.getByTestId('title').textContent).toBe('焊工登记');
    expect(screen.getAllByText('焊工姓名').length).toBeGreaterThan(0);
    expect(calls.some((c) => c.path === '/online/cgform/api/getData/ok')).toBe(true);
    expect(buttonTexts()).toContain('新增');
    expect(buttonTexts()).not.toContain('批量删除');
    expect(buttonTexts()).not.toContain('删除');
    fireEvent.click(
      [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === '新增')!,
    );
    await waitFor(() =>
      expect(document.querySelectorAll('.ant-drawer .ant-col-12 .ant-form-item')).toHaveLength(3),
    );
  });

  it('says a changed form is not in sync, and syncs it for a user holding the sync right', async () => {
    grant('online:cgform:sync');
    open('stale');
    expect(await screen.findByText('表单与数据库表不同步', {}, { timeout: 5_000 })).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/online/cgform/api/getData/'))).toBe(false);
    fireEvent.click(await screen.findByText('同步数据库'));
    expect(await screen.findByText(/ADD COLUMN "extra"/)).toBeTruthy();
    fireEvent.click(await screen.findByText('开始同步'));
    expect(await screen.findByText('张焊工', {}, LIST_PAINT)).toBeTruthy();
  });

  it('tells a user without the sync right to ask an administrator', async () => {
    open('never');
    expect(await screen.findByText('表单与数据库表不同步', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText('请联系管理员同步数据库。')).toBeTruthy();
    expect(buttonTexts()).not.toContain('同步数据库');
  });

  it('shows the not-synced state when a data call says so after the definition was read', async () => {
    open('gone');
    expect(await screen.findByText('表单与数据库表不同步', {}, { timeout: 5_000 })).toBeTruthy();
  });

  it('shows the not-found screen for an unknown form', async () => {
    open('nope');
    expect(await screen.findByText('抱歉，你访问的页面不存在', {}, { timeout: 5_000 })).toBeTruthy();
  });
});
