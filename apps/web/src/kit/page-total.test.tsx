import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { position } from '@weld/core';
import { lists as enLists } from '@weld/core/locales/en_US/admin/lists';
import { lists as ruLists } from '@weld/core/locales/ru_RU/admin/lists';
import { i18n } from '../lib/i18n';
import { session } from '../lib/session';
import { renderWithRouter } from '../test/render';
import { positions, startResourceServer } from '../test/resource-server';
import { pageTotal } from '../widgets/page-total';
import type { ResourcePageProps } from './resource-page';

let server: Awaited<ReturnType<typeof startResourceServer>>;
let ResourcePage: ComponentType<ResourcePageProps>;

beforeAll(async () => {
  // more rows than a first page's count reaches (1,000): the server answers "at least"
  server = await startResourceServer(positions(1205));
  vi.stubEnv('VITE_API_BASE', server.base);
  ResourcePage = (await import('./resource-page')).ResourcePage;
  session.savePermissions({ auth: [], allAuth: [] });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

const lists = () => server.calls.filter((c) => c.path.endsWith('/list'));
const totalText = () => document.querySelector('.ant-pagination-total-text')?.textContent;

/** Types a page into the quick jumper and confirms it, as a user does. */
function jumpTo(page: number) {
  const jumper = document.querySelector('.ant-pagination-options-quick-jumper input')!;
  fireEvent.change(jumper, { target: { value: String(page) } });
  fireEvent.keyUp(jumper, { key: 'Enter', keyCode: 13 });
}

describe('the list pager with a count that stopped early', () => {
  it('says "at least", counts exactly on request and still pages to the last row', async () => {
    renderWithRouter([{ path: '/positions', element: <ResourcePage definition={position} /> }], '/positions');
    await waitFor(() => expect(totalText()).toBe('1-10 共 1,000+ 条精确计数'), { timeout: 5_000 });
    expect(lists().at(-1)!.query.get('totalExact')).toBeNull();

    // paging forward past the first count: the next answer counts further and finds the end
    jumpTo(100);
    await waitFor(() => expect(totalText()).toBe('991-1000 共1205条'), { timeout: 5_000 });
    jumpTo(121);
    expect(await screen.findByText('P1205', {}, { timeout: 5_000 })).toBeTruthy();
    expect(totalText()).toBe('1201-1205 共1205条');

    // back on page 1 the count stops early again; 精确计数 asks for all of it
    jumpTo(1);
    await waitFor(() => expect(totalText()).toBe('1-10 共 1,000+ 条精确计数'), { timeout: 5_000 });
    fireEvent.click(screen.getByText('精确计数'));
    await waitFor(() => expect(totalText()).toBe('1-10 共1205条'), { timeout: 5_000 });
    expect(lists().at(-1)!.query.get('totalExact')).toBe('true');
  });

  it('reads "at least" with the reader\'s digit grouping in Russian and English, and exact totals as before', async () => {
    i18n.addResourceBundle('ru_RU', 'translation', ruLists, true, true);
    i18n.addResourceBundle('en_US', 'translation', enLists, true, true);
    try {
      await i18n.changeLanguage('ru_RU');
      render(<>{pageTotal(i18n.t, { totalExact: false }, () => undefined)(1000, [1, 10])}</>);
      expect(document.body.textContent).toBe('1-10 из 1\u00a0000+Точный подсчёт');
      await i18n.changeLanguage('en_US');
      expect(pageTotal(i18n.t, { totalExact: true })(25, [11, 20])).toBe('11-20, 25 in total');
      expect(pageTotal(i18n.t)(25, [11, 20])).toBe('11-20, 25 in total');
    } finally {
      await i18n.changeLanguage('zh_CN');
    }
  });
});
