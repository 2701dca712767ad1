import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isElementVisible, weldDevice, RIGHTS } from '@weld/core';
import { useAuthContext } from '../../../lib/use-session';
import { ResourcePage, type ResourcePageSlots } from '../../../kit/resource-page';
import { DeviceKeyDialog } from './device-key-dialog';
import { ResetKeyAction } from './reset-key-action';

/**
 * 设备列表 ('weld/DeviceList'): the kit's list of devices; the key the server issues is shown once, in a
 * dialog, after 新增 and after 重置密钥 (right `weld:device:resetKey`).
 * @example pageRegistry['weld/DeviceList']
 */
export function DevicePage() {
  const { t } = useTranslation();
  const auth = useAuthContext();
  const canReset = isElementVisible(RIGHTS.device.resetKey, auth);
  const [shown, setShown] = useState<{ serial: string; key: string } | null>(null);

  const slots = useMemo<ResourcePageSlots>(
    () => ({
      rowActions: canReset
        ? (record) => (
            <ResetKeyAction
              record={record}
              onKey={(key) => setShown({ serial: String(record.serialNo), key })}
            />
          )
        : undefined,
      hints: { currentVersion: t('web.formHints.semver') },
    }),
    [canReset, t],
  );
  const onSaved = (result: unknown, mode: 'create' | 'edit') => {
    const saved = (result ?? {}) as { deviceKey?: unknown; serialNo?: unknown };
    if (mode === 'create' && typeof saved.deviceKey === 'string')
      setShown({ serial: String(saved.serialNo), key: saved.deviceKey });
  };

  return (
    <>
      <ResourcePage definition={weldDevice} slots={slots} onSaved={onSaved} />
      <DeviceKeyDialog shown={shown} onClose={() => setShown(null)} />
    </>
  );
}
