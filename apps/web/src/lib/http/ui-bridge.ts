/**
 * How the HTTP client shows feedback. The layouts swap in the themed App-context versions; before
 * that (or outside them) antd's static methods are loaded on first use, keeping them out of the entry.
 */
export const httpUi = {
  notify(title: string, text: string): void {
    void import('antd/es/notification').then((m) => m.default.error({ title, description: text }));
  },
  loading(text: string): void {
    void import('antd/es/message').then((m) => m.default.loading(text, 0));
  },
  expired(title: string, content: string, okText: string, onOk: () => void): void {
    void import('antd/es/modal').then((m) => m.default.error({ title, content, okText, onOk }));
  },
};
