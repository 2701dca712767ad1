import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The gateway key the server generated, shown this once (it keeps only a hash), with a copy button.
 * @example <GatewayKeyModal gatewayKey={key} onClose={() => setKey(null)} />
 */
export function GatewayKeyModal({ gatewayKey, onClose }: { gatewayKey: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={gatewayKey !== null}
      title={t('web.weldPlc.keyTitle')}
      onCancel={onClose}
      onOk={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('web.weldPlc.keyOnce')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph
        code
        copyable={{ text: gatewayKey ?? '', tooltips: [t('web.weldPlc.copy'), t('web.weldPlc.copied')] }}
        style={{ wordBreak: 'break-all' }}
        data-testid="gateway-key"
      >
        {gatewayKey}
      </Typography.Paragraph>
    </Modal>
  );
}
