import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';
import type { Row } from '../../../kit/resource-api';

/**
 * 重置密钥 in a device's row: after a confirmation the server issues a new key, handed to `onKey` to
 * be shown once; the old key stops working.
 * @example <ResetKeyAction record={row} onKey={(key) => show(row.serialNo, key)} />
 */
export function ResetKeyAction({ record, onKey }: { record: Row; onKey(key: string): void }) {
  const { t } = useTranslation();
  const run = async () => {
    try {
      const answer = unwrap(
        await http.post<{ deviceKey: string }>(
          `/weld/device/resetKey?id=${encodeURIComponent(String(record.id))}`,
          {},
        ),
      );
      onKey(answer.deviceKey);
    } catch {
      // the HTTP client has shown the server's reason
    }
  };
  return (
    <Popconfirm
      title={t('web.weldDevice.resetConfirm', { serial: String(record.serialNo ?? '') })}
      onConfirm={run}
    >
      <Button type="link" size="small">
        {t('web.weldDevice.resetKey')}
      </Button>
    </Popconfirm>
  );
}
