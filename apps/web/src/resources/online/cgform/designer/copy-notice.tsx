import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { tableOfCopy, type CgformHead } from '@weld/core';

/**
 * What the designer says on a copy view: its database part is its original's, and which fields the original's last
 * sync dropped from it (kept by the server until the copy is saved).
 * @example <CopyNotice head={head} />
 */
export function CopyNotice({ head }: { head: CgformHead }) {
  const { t } = useTranslation();
  const original = tableOfCopy(head.tableName);
  const dropped = (head.copyDropped ?? '').split(',').filter(Boolean);
  return (
    <Space direction="vertical" style={{ width: '100%', marginBottom: 12 }}>
      <Alert type="info" showIcon message={t('web.cgform.copyView.readOnlyDb', { name: original })} />
      {dropped.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="cgform-copy-dropped"
          message={t('web.cgform.copyView.dropped', { fields: dropped.join(', ') })}
        />
      )}
    </Space>
  );
}
