import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet, useLocation } from 'react-router';
import { renderWithRouter } from '../../test/render';
import { MultiTabs } from './multi-tabs';
import { useTabs } from './use-tabs';

const TITLES: Record<string, string> = {
  '/dashboard/analysis': '首页',
  '/a': '页面A',
  '/b': '页面B',
  '/c': '页面C',
};

function Harness() {
  const { pathname } = useLocation();
  const tabs = useTabs(TITLES[pathname] ?? pathname, true);
  return (
    <div>
      <MultiTabs tabs={tabs.tabs} active={tabs.active} onClose={tabs.close} onCommand={tabs.command} />
      <button onClick={() => tabs.close('/dashboard/analysis')}>close-home</button>
      <div data-testid="path">{pathname}</div>
      <div data-testid="versions">{JSON.stringify(tabs.versions)}</div>
      <Outlet />
    </div>
  );
}

const routes = [
  {
    path: '/',
    element: <Harness />,
    children: Object.keys(TITLES).map((p) => ({ path: p, element: <span /> })),
  },
];
// the label only: antd adds a hidden "Tab n of m" to the focused tab for screen readers
const tabTexts = () =>
  Array.from(document.querySelectorAll('.ant-tabs-tab')).map(
    (t) => t.querySelector('[data-tab-key]')?.textContent,
  );

describe('multi-tab bar', () => {
  it('adds visited pages after the home tab and closes to the neighbour', async () => {
    const { router } = renderWithRouter(routes, '/a');
    await act(() => router.navigate('/b'));
    await act(() => router.navigate('/c'));
    await act(() => router.navigate('/b'));
    await waitFor(() => expect(tabTexts()).toEqual(['首页', '页面A', '页面B', '页面C']));
    const closeB = document.querySelectorAll('.ant-tabs-tab')[2]!.querySelector('.ant-tabs-tab-remove')!;
    fireEvent.click(closeB);
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/c'));
    expect(tabTexts()).toEqual(['首页', '页面A', '页面C']);
    expect(document.querySelectorAll('.ant-tabs-tab')[0]!.querySelector('.ant-tabs-tab-remove')).toBeNull();
  });

  it('warns that the home tab cannot be closed', async () => {
    renderWithRouter(routes, '/a');
    fireEvent.click(screen.getByText('close-home'));
    expect(await screen.findByText('首页不能关闭!')).toBeTruthy();
  });

  it('offers refresh, close left, close right and close others on right-click', async () => {
    const { router } = renderWithRouter(routes, '/a');
    await act(() => router.navigate('/b'));
    await act(() => router.navigate('/c'));
    fireEvent.contextMenu(screen.getByText('页面B'));
    for (const item of ['刷新', '关闭左侧', '关闭右侧', '关闭其他'])
      expect(await screen.findByText(item)).toBeTruthy();
    fireEvent.click(screen.getByText('关闭其他'));
    await waitFor(() => expect(tabTexts()).toEqual(['首页', '页面B']));
    expect(screen.getByTestId('path').textContent).toBe('/b');
    // a tab closed from its menu leaves the focus on the tab open next, not on the page's body
    await waitFor(() =>
      expect(document.activeElement?.closest('.ant-tabs-tab')?.textContent).toContain('页面B'),
    );
  });

  it('refresh remounts the page of that tab by bumping its version', async () => {
    renderWithRouter(routes, '/a');
    fireEvent.contextMenu(await screen.findByText('页面A'));
    fireEvent.click(await screen.findByText('刷新'));
    await waitFor(() => expect(screen.getByTestId('versions').textContent).toBe('{"/a":1}'));
  });
});
