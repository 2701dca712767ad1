import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy/waitFor give up after 1 s by default; a full run on a loaded two-core CI machine can take longer than
// that for a server round trip and an antd re-render, so they wait up to 5 s (tests themselves may take 20 s).
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these browser APIs; Ant Design's responsive and overflow code needs them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;
}
// antd measures scrollbars through getComputedStyle with a pseudo element, which jsdom does not implement.
const computed = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => computed(elt);

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// antd's static message, notification and modal render in roots of their own that cleanup() does not
// unmount; a toast's close timer firing after the file's DOM is gone throws "window is not defined".
// Close any that are showing, then let React work a late answer scheduled run while the DOM still exists.
afterAll(async () => {
  if (document.querySelector('.ant-message, .ant-notification, .ant-modal-root')) {
    const { message, notification, Modal } = await import('antd');
    message.destroy();
    notification.destroy();
    Modal.destroyAll();
  }
  await new Promise<void>((resolve) => setTimeout(resolve, 100));
});
