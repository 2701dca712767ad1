import { useState } from 'react';
import { App, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  /** titles already saved: saving over one asks first */
  taken: readonly string[];
  onSave(title: string): void;
  onCancel(): void;
}

/**
 * The saved-query name prompt: an empty name warns 保存名称不能为空, an existing one asks
 * 「name」已存在，是否覆盖？ before it is overwritten.
 * @example <SavePrompt open={prompting} taken={saved.list.map((s) => s.title)} onSave={store} onCancel={close} />
 */
export function SavePrompt({ open, taken, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [title, setTitle] = useState('');

  const confirm = () => {
    const name = title.trim();
    if (!name) return void message.warning(t('web.query.emptyName'));
    if (!taken.includes(name)) return onSave(name);
    modal.confirm({
      title: t('web.query.overwrite', { name }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () => onSave(name),
    });
  };

  return (
    <Modal
      open={open}
      title={t('web.query.saveName')}
      width={400}
      destroyOnHidden
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onOk={confirm}
      onCancel={onCancel}
      afterOpenChange={(shown) => shown || setTitle('')}
    >
      <Input
        autoFocus
        aria-label={t('web.query.saveName')}
        placeholder={t('web.query.saveName')}
        maxLength={50}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        onPressEnter={confirm}
      />
    </Modal>
  );
}
