import { useMemo, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isElementVisible, messageTemplate, RIGHTS } from '@weld/core';
import { useAuthContext } from '../../../lib/use-session';
import type { Row } from '../../../kit/resource-api';
import { ResourcePage, type ResourcePageSlots } from '../../../kit/resource-page';
import { SendTestModal } from './send-test-modal';

/**
 * 消息模板 ('system/MessageTemplateList'): the kit's list over templates, each row with 发送测试 for
 * holders of `system:messageTemplate:send`.
 * @example pageRegistry['system/MessageTemplateList']
 */
export function MessageTemplatePage() {
  const { t } = useTranslation();
  const auth = useAuthContext();
  const canSend = isElementVisible(RIGHTS.messageTemplate.send, auth);
  const [testing, setTesting] = useState<Row | null>(null);
  const slots = useMemo<ResourcePageSlots>(
    () => ({
      rowActions: canSend
        ? (record) => (
            <Button type="link" size="small" onClick={() => setTesting(record)}>
              {t('web.messageTemplate.sendTest')}
            </Button>
          )
        : undefined,
    }),
    [canSend, t],
  );
  return (
    <>
      <ResourcePage definition={messageTemplate} slots={slots} />
      <SendTestModal template={testing} onClose={() => setTesting(null)} />
    </>
  );
}
