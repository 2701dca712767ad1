import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { FIRMWARE_STATUS } from '@weld/core';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';
import type { Row } from '../../../kit/resource-api';

/** Which step a firmware in a status can take next, if any. */
const NEXT: Record<string, 'release' | 'withdraw' | undefined> = {
  [FIRMWARE_STATUS.testing]: 'release',
  [FIRMWARE_STATUS.released]: 'withdraw',
};

/**
 * 发布 (testing firmware) or 撤回 (released firmware), after a confirmation, for callers holding that
 * step's right; a withdrawn firmware has no step left. The list reloads after either.
 * @example <FirmwareStatusAction record={row} rights={{ release: true, withdraw: false }} onChanged={refresh} />
 */
export function FirmwareStatusAction({
  record,
  rights,
  onChanged,
}: {
  record: Row;
  rights: { release: boolean; withdraw: boolean };
  onChanged(): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const step = NEXT[String(record.status)];
  if (!step || !rights[step]) return null;
  const run = async () => {
    try {
      const answer = await http.post(
        `/weld/firmware/${step}?id=${encodeURIComponent(String(record.id))}`,
        {},
      );
      unwrap(answer);
      void message.success(answer.message);
    } catch {
      // the HTTP client has shown the server's reason (already released …)
    }
    onChanged();
  };
  const version = String(record.version ?? '');
  return (
    <Popconfirm title={t(`web.weldFirmware.${step}Confirm`, { version })} onConfirm={run}>
      <Button type="link" size="small" danger={step === 'withdraw'}>
        {t(`web.weldFirmware.${step}`)}
      </Button>
    </Popconfirm>
  );
}
