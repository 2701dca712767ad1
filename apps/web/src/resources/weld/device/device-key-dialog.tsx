import { App, Alert, Button, Input, Modal, Space, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * The one showing of a device key (after 新增 or 重置密钥): the key, a copy button, and the warning that
 * it cannot be shown again; closing the dialog forgets it.
 * @example <DeviceKeyDialog shown={{ serial: 'NB350-0001', key }} onClose={() => setShown(null)} />
 */
export function DeviceKeyDialog({
  shown,
  onClose,
}: {
  shown: { serial: string; key: string } | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async () => {
    if (!shown) return;
    await navigator.clipboard?.writeText(shown.key).catch(() => undefined);
    void message.success(t('web.weldDevice.copied'));
  };
  return (
    <Modal
      open={shown !== null}
      title={`${t('web.weldDevice.keyTitle')} · ${shown?.serial ?? ''}`}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="warning" showIcon title={t('web.weldDevice.keyOnce')} />
        <Space.Compact style={{ width: '100%' }}>
          <Input
            readOnly
            value={shown?.key ?? ''}
            aria-label={t('web.weldDevice.keyTitle')}
            data-testid="device-key"
            style={{ fontFamily: 'monospace' }}
          />
          <Button icon={<CopyOutlined />} onClick={() => void copy()}>
            {t('web.weldDevice.copy')}
          </Button>
        </Space.Compact>
        <Typography.Text type="secondary">X-Device-Serial: {shown?.serial}</Typography.Text>
      </Space>
    </Modal>
  );
}
