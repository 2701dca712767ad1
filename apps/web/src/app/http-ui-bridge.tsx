import { useEffect } from 'react';
import { App } from 'antd';
import { httpUi } from '../lib/http/ui-bridge';

/** Lets the HTTP client show its notifications and modal with the current theme and locale. */
export function HttpUiBridge() {
  const { notification, modal, message } = App.useApp();
  useEffect(() => {
    httpUi.notify = (title, text) => notification.error({ title, description: text });
    httpUi.loading = (text) => {
      void message.loading(text, 0);
    };
    httpUi.expired = (title, content, okText, onOk) => {
      modal.error({ title, content, okText, onOk });
    };
  }, [notification, modal, message]);
  return null;
}
