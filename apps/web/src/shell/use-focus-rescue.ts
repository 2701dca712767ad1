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
    let inOverlay = false;
    const onFocusIn = (e: FocusEvent) => {
      const el = e.target as HTMLElement;
      inOverlay = Boolean(el.closest?.(OVERLAY));
      if (!inOverlay && el !== document.body) outside = el;
    };
    // a removed element loses the focus without any event: the removal itself is the signal
    const observer = new MutationObserver(() => {
      if (!inOverlay || (document.activeElement && document.activeElement !== document.body)) return;
      inOverlay = false;
      if (outside?.isConnected) outside.focus();
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, []);
}
