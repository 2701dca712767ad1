import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type * as HttpModule from '../../../../lib/http';
import { onlineReports as enReports } from '@weld/core/locales/en_US/admin/online-reports';
import { i18n } from '../../../../lib/i18n';
import { session } from '../../../../lib/session';
import { renderWithRouter } from '../../../../test/render';
import { startFakeApi } from '../../../../widgets/depart-select/fake-depart-api';

/** The token of whoever sent the print link. */
const LINK_TOKEN = 'token-of-the-sender';
const ID = 'rp1';

let api: Awaited<ReturnType<typeof startFakeApi>>;
let ReportPrintPage: ComponentType;
let http: typeof HttpModule;

beforeAll(async () => {
  api = await startFakeApi({
    [`GET /online/cgreport/api/getRpColumns/${ID}`]: () => ({
      result: {
        columns: [
          { title: '名称', dataIndex: 'item_text', fieldType: 'String', dictCode: null, isTotal: '0' },
          { title: '序号', dataIndex: 'sort_order', fieldType: 'Integer', dictCode: null, isTotal: '1' },
        ],
        fieldHrefSlots: [],
        cgRpConfigId: ID,
        cgRpConfigName: '焊接工艺清单',
      },
    }),
    [`GET /online/cgreport/api/getQueryInfo/${ID}`]: () => ({
      result: [
        { label: '名称', field: 'item_text', mode: 'single', dictCode: null, fieldType: 'String' },
        { label: '序号', field: 'sort_order', mode: 'range', dictCode: null, fieldType: 'Integer' },
      ],
    }),
    [`GET /online/cgreport/api/getParamsInfo/${ID}`]: () => ({ result: [] }),
    [`GET /online/cgreport/api/getData/${ID}`]: () => ({
      result: {
        records: [{ id: '1', item_text: '手工电弧焊', sort_order: 3 }],
        total: 1,
        size: 1000,
        current: 1,
        pages: 1,
        totals: { sort_order: 3 },
      },
    }),
    'GET /sys/loginConfig': () => ({ result: { captcha: false, timeZone: 'Asia/Shanghai' } }),
  });
  vi.stubEnv('VITE_API_BASE', api.base);
  // the API base is read when the client module loads: both load after the server is up
  http = await import('../../../../lib/http');
  ReportPrintPage = (await import('./report-print-page')).ReportPrintPage;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

/** Opens the print url as a new tab would: the address bar and the router both at it. */
function openPrintUrl(search: string) {
  const url = `/online/cgreport/print/${ID}?${search}`;
  window.history.replaceState(null, '', url);
  return renderWithRouter([{ path: '/online/cgreport/print/:id', element: <ReportPrintPage /> }], url);
}

/** Every value the tab's storages hold. */
const storedValues = () =>
  [localStorage, sessionStorage].flatMap((s) =>
    Array.from({ length: s.length }, (_, i) => s.getItem(s.key(i) ?? '') ?? ''),
  );

const reportCalls = (from: number) =>
  api.calls.slice(from).filter((c) => c.path.startsWith('/online/cgreport/api/'));

describe('ReportPrintPage (打印)', () => {
  it('calls with the url token in a tab without a session, and never stores it', async () => {
    const from = api.calls.length;
    const view = openPrintUrl(`token=${LINK_TOKEN}&item_text=A`);
    expect(await screen.findByText('手工电弧焊', undefined, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '焊接工艺清单' })).toBeTruthy();

    const calls = reportCalls(from);
    expect(calls.map((c) => c.path).sort()).toEqual(
      ['getData', 'getParamsInfo', 'getQueryInfo', 'getRpColumns'].map(
        (p) => `/online/cgreport/api/${p}/${ID}`,
      ),
    );
    for (const call of calls) expect(call.headers['x-access-token']).toBe(LINK_TOKEN);
    const data = calls.find((c) => c.path.includes('/getData/'));
    expect(data?.query.get('item_text')).toBe('A');
    expect(data?.query.has('token')).toBe(false);

    // not signed in: nothing in either storage holds the token, and it left the address bar
    expect(session.token()).toBeNull();
    expect(storedValues().filter((v) => v.includes(LINK_TOKEN))).toEqual([]);
    expect(window.location.search).toBe('?item_text=A');

    // the query line through its locale key, the print time in the product's date-time format
    expect(screen.getByText('查询条件：名称：A')).toBeTruthy();
    expect(
      await screen.findByText(/^打印时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, undefined, {
        timeout: 5000,
      }),
    ).toBeTruthy();

    // the bearer was the page's alone: once it has gone, the tab's calls carry no token
    view.unmount();
    const after = api.calls.length;
    await http.http.get('/sys/loginConfig');
    expect(api.calls[after]?.headers['x-access-token']).toBeUndefined();
  });

  it("keeps the tab's own session: its token is used, not the url's", async () => {
    session.saveToken('own-token');
    const from = api.calls.length;
    openPrintUrl(`token=${LINK_TOKEN}`);
    expect(await screen.findByText('手工电弧焊', undefined, { timeout: 8000 })).toBeTruthy();

    const calls = reportCalls(from);
    expect(calls.length).toBe(4);
    for (const call of calls) expect(call.headers['x-access-token']).toBe('own-token');
    expect(session.token()).toBe('own-token');
    expect(storedValues().filter((v) => v.includes(LINK_TOKEN))).toEqual([]);
    expect(window.location.search).toBe('');
    expect(screen.getByText('查询条件：全部')).toBeTruthy();
  });

  it('joins the query with English punctuation in English, and with full-width Chinese in Chinese', async () => {
    i18n.addResourceBundle('en_US', 'translation', enReports, true, true);
    try {
      await i18n.changeLanguage('en_US');
      const english = openPrintUrl('item_text=A&sort_order_begin=1&sort_order_end=5');
      expect(await screen.findByText('手工电弧焊', undefined, { timeout: 8000 })).toBeTruthy();
      expect(screen.getByText('Query: 名称: A; 序号: 1 ~ 5')).toBeTruthy();
      english.unmount();

      await i18n.changeLanguage('zh_CN');
      openPrintUrl('item_text=A&sort_order_begin=1&sort_order_end=5');
      expect(await screen.findByText('手工电弧焊', undefined, { timeout: 8000 })).toBeTruthy();
      expect(screen.getByText('查询条件：名称：A；序号：1 ~ 5')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('zh_CN');
    }
  });
});
