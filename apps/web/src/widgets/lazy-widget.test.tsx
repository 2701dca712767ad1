import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../test/render';
import { lazyWidget } from './lazy-widget';

describe('lazyWidget', () => {
  it('shows an error with a retry in place of a widget whose chunk failed, and loads it again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const Widget = lazyWidget(async () => {
      calls += 1;
      if (calls === 1) throw new Error('Failed to fetch dynamically imported module');
      return () => <p>焊接参数</p>;
    });
    renderUi(
      <>
        <h1>组件示例</h1>
        <Widget />
      </>,
    );
    expect(await screen.findByText('组件加载失败')).toBeTruthy();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeTruthy();
    // the page around the widget stays
    expect(screen.getByRole('heading', { name: '组件示例' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByText('焊接参数')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('shows the error box, never nothing, when the widget throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    const Widget = lazyWidget(
      async () =>
        function Boom() {
          if (broken) throw new Error('render failed');
          return <p>恢复了</p>;
        },
    );
    renderUi(<Widget />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByText('恢复了')).toBeTruthy();
  });
});
