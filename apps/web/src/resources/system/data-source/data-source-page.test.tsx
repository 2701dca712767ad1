import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { PermissionItem } from '@weld/core';
import { session } from '../../../lib/session';
import { renderUi } from '../../../test/render';
import { startFakeApi, type FakeCall } from '../../../widgets/depart-select/fake-depart-api';

const RECORD = {
  id: 'ds1',
  code: 'erp',
  name: 'ERP 库',
  dbType: 'postgresql',
  dbType_dictText: 'PostgreSQL',
  dbDriver: null,
  dbUrl: 'jdbc:postgresql://db:5432/erp',
  dbName: 'erp',
  dbUsername: 'erp',
  remark: null,
  createTime: '2026-11-22 08:00:00',
};

/** testConnection as the server answers: the stored password of ds1 is 'stored', anything else is refused. */
function testConnection(call: FakeCall) {
  const password = call.body?.dbPassword ?? (call.body?.id === 'ds1' ? 'stored' : null);
  return password === 'stored' || password === 'typed'
    ? { result: null, message: '数据库连接成功' }
    : { result: null, status: 400, message: '用户名或密码错误，或该用户无权访问此数据库' };
}

let api: Awaited<ReturnType<typeof startFakeApi>>;
let DataSourcePage: ComponentType;

beforeAll(async () => {
  api = await startFakeApi({
    'GET /sys/dataSource/list': () => ({
      result: { records: [RECORD], total: 1, size: 10, current: 1, pages: 1 },
    }),
    'GET /sys/dict/getDictItems/database_type': () => ({
      result: [
        { value: 'mysql', text: 'MySQL 5.7+/MariaDB' },
        { value: 'postgresql', text: 'PostgreSQL' },
        { value: 'sqlite', text: 'SQLite' },
      ],
    }),
    'POST /sys/dataSource/testConnection': testConnection,
  });
  vi.stubEnv('VITE_API_BASE', api.base);
  DataSourcePage = (await import('./data-source-page')).DataSourcePage;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

const right = (action: string): PermissionItem => ({ action, type: '1', describe: action });
const tests = () => api.calls.filter((c) => c.path === '/sys/dataSource/testConnection');
const buttons = (name: string, root: ParentNode = document) =>
  [...root.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === name);

beforeEach(() => {
  api.calls.length = 0;
  session.savePermissions({
    auth: ['system:dataSource:edit', 'system:dataSource:test'].map(right),
    allAuth: [],
  });
});

describe('DataSourcePage (多数据源管理)', () => {
  it('tests a saved data source from its row with the stored password, never sending one', async () => {
    renderUi(<DataSourcePage />);
    await screen.findByText('ERP 库', undefined, { timeout: 8000 });
    fireEvent.click(buttons('测试连接')[0]);
    expect(await screen.findByText('数据库连接成功', undefined, { timeout: 5000 })).toBeTruthy();
    expect(tests()[0].body).toEqual({
      id: 'ds1',
      dbType: 'postgresql',
      dbUrl: 'jdbc:postgresql://db:5432/erp',
      dbName: 'erp',
      dbUsername: 'erp',
    });
  });

  it('tests the settings typed in the form, with the stored password while the field is blank', async () => {
    renderUi(<DataSourcePage />);
    await screen.findByText('ERP 库', undefined, { timeout: 8000 });
    fireEvent.click(buttons('编辑')[0]);
    const drawer = await waitFor(() => {
      const found = document.querySelector('.ant-drawer-open .ant-drawer-body');
      if (!found) throw new Error('no drawer yet');
      return found as HTMLElement;
    });
    await waitFor(() =>
      expect(
        within(drawer).getByDisplayValue('jdbc:postgresql://db:5432/erp') as HTMLInputElement,
      ).toBeTruthy(),
    );
    fireEvent.click(buttons('测试连接', drawer)[0]);
    await waitFor(() => expect(tests()).toHaveLength(1), { timeout: 5000 });
    expect(tests()[0].body).toMatchObject({
      id: 'ds1',
      dbUrl: 'jdbc:postgresql://db:5432/erp',
      dbPassword: null,
    });
    expect(await screen.findByText('数据库连接成功', undefined, { timeout: 5000 })).toBeTruthy();
    fireEvent.change(drawer.querySelector('input[type="password"]') as HTMLElement, {
      target: { value: 'typed' },
    });
    fireEvent.click(buttons('测试连接', drawer)[0]);
    await waitFor(() => expect(tests()).toHaveLength(2), { timeout: 5000 });
    expect(tests()[1].body).toMatchObject({ id: 'ds1', dbPassword: 'typed' });
  });

  it('shows no 测试连接 without the right', async () => {
    session.savePermissions({ auth: ['system:dataSource:edit'].map(right), allAuth: [] });
    renderUi(<DataSourcePage />);
    await screen.findByText('ERP 库', undefined, { timeout: 8000 });
    expect(buttons('测试连接')).toHaveLength(0);
  });
});
