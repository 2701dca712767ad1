import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { CAPTCHA_WIDTH, HANDLE_WIDTH, SliderCaptcha } from './slider-captcha';

const END = CAPTCHA_WIDTH - HANDLE_WIDTH;
const handle = () => screen.getByRole('slider', { name: '滑块' });
const bar = () => handle().parentElement!;

/** Presses the handle at x=10, moves by `dx` and lets go. */
function drag(dx: number, release = true) {
  fireEvent.pointerDown(handle(), { clientX: 10 });
  act(() => {
    window.dispatchEvent(new MouseEvent('pointermove', { clientX: 10 + dx }));
  });
  if (release) act(() => void window.dispatchEvent(new MouseEvent('pointerup', { clientX: 10 + dx })));
}

describe('SliderCaptcha', () => {
  it('starts idle with the drag prompt', () => {
    renderUi(<SliderCaptcha />);
    expect(screen.getByText('请按住滑块拖动')).toBeTruthy();
    expect(bar().className).toContain('weld-captcha-idle');
    expect(handle().getAttribute('aria-valuenow')).toBe('0');
  });

  it('follows the pointer while dragging, within the bar', () => {
    renderUi(<SliderCaptcha />);
    drag(120, false);
    expect(bar().className).toContain('weld-captcha-dragging');
    expect(handle().getAttribute('aria-valuenow')).toBe('120');
    act(() => void window.dispatchEvent(new MouseEvent('pointermove', { clientX: 10 + 900 })));
    expect(handle().getAttribute('aria-valuenow')).toBe(String(END));
    act(() => void window.dispatchEvent(new MouseEvent('pointermove', { clientX: -500 })));
    expect(handle().getAttribute('aria-valuenow')).toBe('0');
  });

  it('snaps back when let go before the end, and says nothing passed', () => {
    const onSuccess = vi.fn();
    renderUi(<SliderCaptcha onSuccess={onSuccess} />);
    drag(END - 1);
    expect(handle().getAttribute('aria-valuenow')).toBe('0');
    expect(bar().className).toContain('weld-captcha-idle');
    expect(screen.getByText('请按住滑块拖动')).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('passes at the right end with 验证通过, once, and cannot be dragged again', () => {
    const onSuccess = vi.fn();
    renderUi(<SliderCaptcha onSuccess={onSuccess} />);
    drag(END + 30);
    expect(screen.getByText('验证通过')).toBeTruthy();
    expect(bar().className).toContain('weld-captcha-success');
    expect(handle().getAttribute('aria-disabled')).toBe('true');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    drag(-200);
    expect(handle().getAttribute('aria-valuenow')).toBe(String(END));
    expect(screen.getByText('验证通过')).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('ignores a drag when disabled', () => {
    renderUi(<SliderCaptcha disabled />);
    drag(END);
    expect(screen.getByText('请按住滑块拖动')).toBeTruthy();
  });
});
