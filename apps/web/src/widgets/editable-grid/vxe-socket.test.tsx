import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { EditableGrid } from './editable-grid';
import type { WebGridColumn } from './grid-types';
import { VxeSocket, type SocketLike } from './vxe-socket';

/** An in-memory stand-in for the browser's WebSocket: the test plays the server. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(
    public url: string,
    public token: string,
  ) {}
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

function fakeChannel() {
  const sockets: FakeSocket[] = [];
  const channel = new VxeSocket('ws://x/vxeSocket/u1/p1', 'tok', (url, token) => {
    const s = new FakeSocket(url, token);
    sockets.push(s);
    return s;
  });
  return { channel, sockets };
}

afterEach(() => vi.useRealTimers());

describe('VxeSocket', () => {
  it('beats every 10 s, reconnects 5 s after a heartbeat goes unanswered for 6 s, with one reconnect pending', () => {
    vi.useFakeTimers();
    const { channel, sockets } = fakeChannel();
    sockets[0].open();
    vi.advanceTimersByTime(10_000);
    expect(sockets[0].sent).toEqual([{ type: 'heart_beat', data: '-' }]);
    sockets[0].receive({ type: 'heart_beat', data: '-' });
    vi.advanceTimersByTime(10_000);
    vi.advanceTimersByTime(5_999);
    expect(sockets[0].closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(sockets[0].closed).toBe(true);
    // an error and a close of the dropped socket must not plan a second reconnect
    sockets[0].onerror?.();
    sockets[0].onclose?.();
    vi.advanceTimersByTime(4_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1].onerror?.();
    sockets[1].onclose?.();
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(3);
    expect(channel.connections).toBe(3);
    channel.close();
    vi.advanceTimersByTime(20_000);
    expect(sockets).toHaveLength(3);
  });

  it('dispatches common_send_date by key and update_vxe_table by socketKey', () => {
    const { channel, sockets } = fakeChannel();
    sockets[0].open();
    const common = vi.fn();
    const table = vi.fn();
    channel.onCommon('reloadMachines', common);
    channel.onTable('weld-sequence', table);
    sockets[0].receive({ type: 'common_send_date', data: { key: 'reloadMachines', args: [1, 'x'] } });
    sockets[0].receive({ type: 'update_vxe_table', data: { socketKey: 'other', args: [{ id: '1' }, 'c'] } });
    sockets[0].receive({
      type: 'update_vxe_table',
      data: { socketKey: 'weld-sequence', args: [{ id: '1', current: 9 }, 'c'] },
    });
    expect(common).toHaveBeenCalledWith(1, 'x');
    expect(table).toHaveBeenCalledTimes(1);
    expect(table).toHaveBeenCalledWith({ id: '1', current: 9 }, 'c');
    channel.close();
  });
});

describe('EditableGrid live update', () => {
  const columns: WebGridColumn[] = [{ key: 'current', title: '焊接电流', type: 'inputNumber' }];

  it('merges a row changed on another page, flashing the old value for 1.4 s, and sends its own edits', async () => {
    const { channel, sockets } = fakeChannel();
    sockets[0].open();
    renderUi(
      <EditableGrid
        columns={columns}
        dataSource={[{ id: '7', current: 120 }]}
        socketKey="weld-sequence"
        socket={() => channel}
        toolbar={false}
      />,
    );
    vi.useFakeTimers();
    act(() =>
      sockets[0].receive({
        type: 'update_vxe_table',
        data: { socketKey: 'weld-sequence', args: [{ id: '7', current: 135 }, 'elsewhere'] },
      }),
    );
    expect((screen.getByLabelText('焊接电流') as HTMLInputElement).value).toBe('135');
    expect(document.querySelector('.weld-grid-flash')?.textContent).toBe('120');
    act(() => vi.advanceTimersByTime(1_400));
    expect(document.querySelector('.weld-grid-flash')).toBeNull();

    fireEvent.change(screen.getByLabelText('焊接电流'), { target: { value: '140' } });
    act(() => vi.advanceTimersByTime(500));
    const update = sockets[0].sent.find((m) => (m as { type: string }).type === 'update_vxe_table') as {
      data: { socketKey: string; args: [{ current: number }, string] };
    };
    expect(update.data.socketKey).toBe('weld-sequence');
    expect(update.data.args[0].current).toBe(140);
    channel.close();
  });
});
