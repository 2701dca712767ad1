import { useEffect } from 'react';
import { App } from 'antd';
import { httpUi } from '../lib/http/ui-bridge';

/** Lets the HTTP client show its notifications and modal with the current theme and locale. */
export function HttpUiBridge() {
  const { notification, modal } = App.useApp();
  useEffect(() => {
    httpUi.notify = (title, text) => notification.error({ title, description: text });
    httpUi.expired = (title, content, okText, onOk) => {
      modal.error({ title, content, okText, onOk });
    };
  }, [notification, modal]);
  return null;
}
