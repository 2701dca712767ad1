import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { renderWithRouter } from '../test/render';
import { KeepAliveOutlet } from './keep-alive-outlet';

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    <button onClick={() => setN(n + 1)}>
      {label}:{n}
    </button>
  );
}

function Host({ keep, alive }: { keep: string[]; alive: string[] }) {
  const { pathname, search } = useLocation();
  // as the layout does: a tab is its path with its search
  return (
    <KeepAliveOutlet
      activeKey={pathname + search}
      keepAlive={keep.includes(pathname)}
      aliveKeys={alive}
      versions={{}}
    />
  );
}

const routes = (keep: string[], alive: string[]) => [
  {
    path: '/',
    element: <Host keep={keep} alive={alive} />,
    children: [
      { path: 'a', element: <Counter label="a" /> },
      { path: 'b', element: <Counter label="b" /> },
    ],
  },
];

describe('keep-alive route container', () => {
  it('keeps a page marked keepAlive mounted while another tab is shown', async () => {
    const { router } = renderWithRouter(routes(['/a'], ['/a', '/b']), '/a');
    fireEvent.click(screen.getByText('a:0'));
    await act(() => router.navigate('/b'));
    expect(screen.getByText('a:1').closest('div')!.style.display).toBe('none');
    await act(() => router.navigate('/a'));
    expect(screen.getByText('a:1')).toBeTruthy();
  });

  it('keeps a page mounted while it writes its own search into the URL (a list paging)', async () => {
    const { router } = renderWithRouter(routes([], ['/a']), '/a');
    fireEvent.click(screen.getByText('a:0'));
    await act(() => router.navigate('/a?pageNo=2', { replace: true }));
    await act(() => router.navigate('/a?pageNo=3&name=x', { replace: true }));
    expect(screen.getByText('a:1')).toBeTruthy();
    await act(() => router.navigate('/b'));
    await act(() => router.navigate('/a?pageNo=2'));
    expect(screen.getByText('a:0')).toBeTruthy();
  });

  it('remounts pages without keepAlive and pages whose tab was closed', async () => {
    const plain = renderWithRouter(routes([], ['/a', '/b']), '/a');
    fireEvent.click(screen.getByText('a:0'));
    await act(() => plain.router.navigate('/b'));
    await act(() => plain.router.navigate('/a'));
    expect(screen.getByText('a:0')).toBeTruthy();
    plain.unmount();

    const closed = renderWithRouter(routes(['/a'], ['/b']), '/a');
    fireEvent.click(screen.getByText('a:0'));
    await act(() => closed.router.navigate('/b'));
    expect(screen.queryByText('a:1')).toBeNull();
  });
});
