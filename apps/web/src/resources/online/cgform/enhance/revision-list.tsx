import { Button, Popconfirm, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EnhanceRevision } from './enhance-api';

const K = 'web.cgform.enhance.revisions';

interface Props {
  revisions: EnhanceRevision[];
  loading: boolean;
  onRestore(revision: EnhanceRevision): Promise<void>;
}

/** A form's stored revisions of buttons and rules, newest first, each restorable (confirmed). */
export function RevisionList({ revisions, loading, onRestore }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Paragraph type="secondary">{t(`${K}.note`)}</Typography.Paragraph>
      <Table<EnhanceRevision>
        rowKey="id"
        size="small"
        loading={loading}
        pagination={false}
        dataSource={revisions}
        locale={{ emptyText: t(`${K}.empty`) }}
        columns={[
          { title: t(`${K}.time`), dataIndex: 'createTime', width: 180 },
          { title: t(`${K}.by`), dataIndex: 'createBy', width: 140 },
          {
            title: t(`${K}.content`),
            render: (_, r) => (
              <span>
                {t(`${K}.counts`, { buttons: r.buttons.length, rules: r.rules.length })}
                {r.buttons.length > 0 && (
                  <Typography.Text type="secondary">
                    {' '}
                    · {r.buttons.map((b) => b.buttonName).join('、')}
                  </Typography.Text>
                )}
              </span>
            ),
          },
          {
            title: '',
            width: 100,
            render: (_, r) => (
              <Popconfirm
                title={t(`${K}.confirm`)}
                okText={t('common.ok')}
                cancelText={t('common.cancel')}
                onConfirm={() => onRestore(r)}
              >
                <Button type="link" size="small">
                  {t(`${K}.restore`)}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </>
  );
}
