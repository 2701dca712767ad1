import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { renderWithRouter } from '../test/render';
import { KeepAliveOutlet } from './keep-alive-outlet';

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>{label}:{n}</button>;
}

function Host({ keep, alive }: { keep: string[]; alive: string[] }) {
  const { pathname } = useLocation();
  return <KeepAliveOutlet activeKey={pathname} keepAlive={keep.includes(pathname)} aliveKeys={alive} versions={{}} />;
}

const routes = (keep: string[], alive: string[]) => [
  { path: '/', element: <Host keep={keep} alive={alive} />, children: [
    { path: 'a', element: <Counter label="a" /> },
    { path: 'b', element: <Counter label="b" /> },
  ] },
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
