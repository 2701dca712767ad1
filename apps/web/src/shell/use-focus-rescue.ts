import { useEffect } from 'react';

/** Layers that take the focus for a while: dialogs, drawers, menus, popovers, pickers. */
const OVERLAY =
  '.ant-modal-root, .ant-modal-wrap, .ant-drawer, .ant-dropdown, .ant-popover, .ant-select-dropdown, .ant-picker-dropdown';

/**
 * Gives the focus back to where it was before a dialog, drawer or menu took it, when that layer is removed
 * from the page while holding it (a dialog rendered only while open unmounts on Escape before antd can
 * return the focus): the keyboard would otherwise start again at the top of the page.
 * @example useFocusRescue() // once, in the signed-in shell
 */
export function useFocusRescue(): void {
  useEffect(() => {
    let outside: HTMLElement | null = null;
    let last: HTMLElement | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onFocusIn = (e: FocusEvent) => {
      last = e.target as HTMLElement;
      if (!last.closest?.(OVERLAY) && last !== document.body) outside = last;
    };
    const stranded = () =>
      (!document.activeElement || document.activeElement === document.body) &&
      last !== null &&
      !last.isConnected &&
      Boolean(outside?.isConnected);
    // a removed element loses the focus without any event: the removal itself is the signal; checked once
    // the current task is over, since the body also holds the focus for a moment while Tab moves it
    const observer = new MutationObserver(() => {
      if (timer !== undefined || !stranded()) return;
      timer = setTimeout(() => {
        timer = undefined;
        if (stranded()) outside?.focus();
      });
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);
}
