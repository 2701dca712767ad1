import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEND_STATUS } from '@weld/core';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';
import type { Row } from '../../../kit/resource-api';

/**
 * 发布 (a draft or revoked announcement) or 撤销 (a published one), each after a confirmation; the list
 * reloads after either.
 * @example <ReleaseAction record={row} onChanged={refresh} />
 */
export function ReleaseAction({ record, onChanged }: { record: Row; onChanged(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const published = record.sendStatus === SEND_STATUS.published;
  const run = async () => {
    const path = published ? '/sys/annountCement/doReovkeData' : '/sys/annountCement/doReleaseData';
    try {
      const result = await http.get(path, { id: String(record.id) });
      unwrap(result);
      void message.success(result.message);
    } catch {
      // the HTTP client has shown the server's reason (no recipients, already published …)
    }
    onChanged();
  };
  const title = String(record.titile ?? '');
  return (
    <Popconfirm
      title={t(published ? 'web.announcement.revokeConfirm' : 'web.announcement.releaseConfirm', { title })}
      onConfirm={run}
    >
      <Button type="link" size="small" danger={published}>
        {t(published ? 'web.announcement.revoke' : 'web.announcement.release')}
      </Button>
    </Popconfirm>
  );
}
