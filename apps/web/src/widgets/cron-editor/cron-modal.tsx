import { useEffect, useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { CronEditor } from './cron-editor';

/** Dialog widths of the two variants (spec: 608 and 800). */
export const CRON_MODAL_WIDTH = { compact: 608, wide: 800 } as const;

export interface CronModalProps {
  open: boolean;
  value?: string;
  /** compact: 608 wide, preview below; wide: 800 wide, preview beside the panels. */
  variant?: keyof typeof CRON_MODAL_WIDTH;
  onOk: (expression: string) => void;
  onCancel: () => void;
}

/**
 * The cron editor in a dialog; OK hands back the edited expression, cancel drops it.
 * @example <CronModal open value={cron} variant="wide" onOk={setCron} onCancel={close} />
 */
export function CronModal({ open, value, variant = 'compact', onOk, onCancel }: CronModalProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | undefined>(value);
  useEffect(() => {
    if (open) setDraft(value);
  }, [open, value]);
  return (
    <Modal
      open={open}
      title={t('web.cron.title')}
      width={CRON_MODAL_WIDTH[variant]}
      destroyOnHidden
      onOk={() => onOk(draft ?? value ?? '')}
      onCancel={onCancel}
    >
      {open && (
        <CronEditor value={value} onChange={setDraft} layout={variant === 'wide' ? 'side' : 'stacked'} />
      )}
    </Modal>
  );
}
