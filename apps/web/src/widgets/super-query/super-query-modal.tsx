import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryEditor, type QueryEditorProps } from './query-editor';

export interface SuperQueryModalProps extends QueryEditorProps {
  open: boolean;
}

/**
 * 高级查询构造器 (spec widgets §2, §4, §5): each opening starts from the query in effect.
 * @example <SuperQueryModal open={open} fields={fields} value={query} saveKey="position" onSearch={setQuery} onClose={() => setOpen(false)} />
 */
export function SuperQueryModal({ open, ...editor }: SuperQueryModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('web.query.dialogTitle')}
      width={1000}
      footer={null}
      destroyOnHidden
      onCancel={editor.onClose}
    >
      <QueryEditor {...editor} />
    </Modal>
  );
}
