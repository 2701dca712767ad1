import { useMemo, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderWithRouter } from '../test/render';
import { PageHeader } from './page-header';
import { PageKeyContext, usePageHeaderExtras } from '../kit/page-header-extras';

/** A page that fills its head: links, an image, the search flag and tabs, and shows what it got back. */
function SearchingPage() {
  const [keyword, setKeyword] = useState('');
  const [tab, setTab] = useState('mine');
  const extras = useMemo(
    () => ({
      description: '按型号查找手册',
      links: [{ title: '快速开始', href: '/help/start' }],
      extraImage: '/static/extra.png',
      search: { onSearch: setKeyword },
      tabs: {
        items: [
          { key: 'mine', title: '我的' },
          { key: 'all', title: '全部' },
        ],
        active: tab,
        onChange: setTab,
      },
    }),
    [tab],
  );
  usePageHeaderExtras(extras);
  return <p data-testid="page-state">{`${keyword}|${tab}`}</p>;
}

function KeptPage() {
  usePageHeaderExtras(useMemo(() => ({ links: [{ title: '别的页的链接', href: '/other' }] }), []));
  return null;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function Shell({ shown }: { shown: string }) {
  return (
    <>
      <Where />
      <PageHeader pageKey={shown} />
      <PageKeyContext.Provider value="/manuals">
        <SearchingPage />
      </PageKeyContext.Provider>
      <PageKeyContext.Provider value="/kept">
        <KeptPage />
      </PageKeyContext.Provider>
    </>
  );
}

describe('page header', () => {
  it('shows the page’s links, extra image, search box and tabs, and hands search and tab choices to the page', async () => {
    renderWithRouter([
      {
        path: '*',
        element: <Shell shown="/manuals" />,
        handle: { meta: { title: '手册', keepAlive: false, internalOrExternal: false } },
      },
    ]);
    expect(await screen.findByRole('link', { name: '快速开始' })).toHaveProperty('pathname', '/help/start');
    expect(screen.getByText('按型号查找手册')).toBeTruthy();
    expect(document.querySelector('.weld-page-header-image')?.getAttribute('src')).toBe('/static/extra.png');
    expect(screen.queryByText('别的页的链接')).toBeNull();

    fireEvent.change(await screen.findByPlaceholderText('请输入...', {}, { timeout: 10_000 }), {
      target: { value: 'WS-400' },
    });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(screen.getByTestId('page-state').textContent).toBe('WS-400|mine'));

    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(screen.getByTestId('page-state').textContent).toBe('WS-400|all'));
    expect(screen.getByRole('tab', { name: '全部' }).getAttribute('aria-selected')).toBe('true');

    // a link inside the product changes the route in place, with no reload of the app
    fireEvent.click(screen.getByRole('link', { name: '快速开始' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/help/start'));
  });

  it('shows a plain head for a page that adds nothing', async () => {
    renderWithRouter([
      {
        path: '*',
        element: <Shell shown="/elsewhere" />,
        handle: { meta: { title: '别处', keepAlive: false, internalOrExternal: false } },
      },
    ]);
    expect(await screen.findByRole('heading', { name: '别处' })).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('link', { name: '快速开始' })).toBeNull();
  });
});
