import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useDevice } from './use-device';
import { useHeaderAutoHide } from './use-header-autohide';

const resize = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
};
const scroll = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
};

describe('responsive rule', () => {
  it('is mobile up to 1087.99 px, small up to 767.99 px, desktop above', () => {
    resize(1440);
    const { result } = renderHook(() => useDevice());
    expect(result.current).toEqual({ device: 'desktop', small: false });
    act(() => resize(1000));
    expect(result.current).toEqual({ device: 'mobile', small: false });
    act(() => resize(700));
    expect(result.current).toEqual({ device: 'mobile', small: true });
    act(() => resize(1088));
    expect(result.current.device).toBe('desktop');
  });
});

describe('header auto-hide', () => {
  it('hides past 100 px when scrolling down and shows again on the way up, only when enabled', () => {
    scroll(0);
    const { result, rerender } = renderHook(({ on }) => useHeaderAutoHide(on), {
      initialProps: { on: true },
    });
    act(() => scroll(80));
    expect(result.current).toBe(false);
    act(() => scroll(150));
    expect(result.current).toBe(true);
    act(() => scroll(120));
    expect(result.current).toBe(false);
    act(() => scroll(300));
    expect(result.current).toBe(true);
    rerender({ on: false });
    expect(result.current).toBe(false);
    act(() => scroll(600));
    expect(result.current).toBe(false);
  });
});
