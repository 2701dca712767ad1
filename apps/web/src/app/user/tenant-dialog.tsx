import { useState } from 'react';
import { Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TenantInfo } from '@weld/core';

/** Tenant choice after login when the user belongs to more than one tenant. */
export function TenantDialog({
  tenants,
  onChoose,
}: {
  tenants: TenantInfo[];
  onChoose: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | undefined>(tenants[0]?.id);
  return (
    <Modal
      open
      title={t('web.login.chooseTenant')}
      closable={false}
      mask={{ closable: false }}
      cancelButtonProps={{ style: { display: 'none' } }}
      okButtonProps={{ disabled: value === undefined }}
      onOk={() => value !== undefined && onChoose(value)}
    >
      <Radio.Group
        value={value}
        onChange={(e) => setValue(e.target.value as number)}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        options={tenants.map((tn) => ({ value: tn.id, label: tn.name }))}
      />
    </Modal>
  );
}
