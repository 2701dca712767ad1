import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { MenuNode } from '@weld/core';
import { renderWithRouter } from '../../test/render';
import { MenuSearch } from './menu-search';

const node = (id: string, title: string, over: Partial<MenuNode> = {}): MenuNode => ({
  id,
  path: `/${id}`,
  name: id,
  component: 'dashboard/Analysis',
  route: '1',
  meta: { title, keepAlive: false, internalOrExternal: false },
  ...over,
});

const menu: MenuNode[] = [
  node('home', '首页'),
  node('tools', '系统工具', {
    component: 'layouts/RouteView',
    children: [
      node('site', '官网（新窗口）', {
        component: 'layouts/IframePageView',
        meta: {
          title: '官网（新窗口）',
          keepAlive: false,
          internalOrExternal: true,
          url: '{{ window.location.origin }}/officialWebsite/officialWebsitePage',
        },
      }),
      node('preview', '官网预览', {
        component: 'layouts/IframePageView',
        meta: {
          title: '官网预览',
          keepAlive: false,
          internalOrExternal: false,
          url: '{{ window.location.origin }}/x',
        },
      }),
    ],
  }),
];

function Where() {
  const location = useLocation();
  return (
    <div data-testid="where">
      {location.pathname}|{JSON.stringify(location.state)}
    </div>
  );
}

/** The search starts as a light stand-in: a click brings the real select, open. */
async function openSearch() {
  fireEvent.click(screen.getByRole('button', { name: '搜索菜单' }));
  // the select's code loads on first use
  return screen.findByRole('combobox', undefined, { timeout: 5000 });
}

async function choose(title: string) {
  const input = screen.queryByRole('combobox') ?? (await openSearch());
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: title.slice(0, 2) } });
  const option = await screen.findByTitle(title);
  fireEvent.click(option);
}

function setup() {
  const openWindow = vi.fn();
  renderWithRouter(
    [
      {
        path: '*',
        element: (
          <>
            <MenuSearch menu={menu} openWindow={openWindow} />
            <Where />
          </>
        ),
      },
    ],
    '/start',
  );
  return openWindow;
}

describe('menu search', () => {
  it('opens an external entry in a new window with its url placeholders filled', async () => {
    const openWindow = setup();
    await choose('官网（新窗口）');
    expect(openWindow).toHaveBeenCalledWith(`${window.location.origin}/officialWebsite/officialWebsitePage`);
    expect(screen.getByTestId('where').textContent).toContain('/start');
  });

  it('pushes an iframe page as a route object carrying its url', async () => {
    setup();
    await choose('官网预览');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        `/preview|{"name":"preview","url":"${window.location.origin}/x"}`,
      ),
    );
  });

  it('goes to the path of any other entry; groups are not offered', async () => {
    setup();
    fireEvent.mouseDown(await openSearch());
    expect(screen.queryByTitle('系统工具')).toBeNull();
    await choose('首页');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/home|null'));
  });
});
