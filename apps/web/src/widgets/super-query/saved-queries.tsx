import { App, Button, Card, Empty, Flex, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SavedQuery } from '@weld/core';

interface Props {
  list: readonly SavedQuery[];
  onApply(saved: SavedQuery): void;
  onRemove(title: string): void;
}

/**
 * 保存的查询: a click re-applies one; deleting asks 是否删除当前查询？ first.
 * @example <SavedQueries list={saved.list} onApply={apply} onRemove={saved.remove} />
 */
export function SavedQueries({ list, onApply, onRemove }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const remove = (title: string) =>
    modal.confirm({
      title: t('web.query.deleteConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () => onRemove(title),
    });

  return (
    <Card
      size="small"
      title={t('web.query.savedTitle')}
      className="super-query-saved"
      styles={{ body: { padding: list.length ? 0 : 12 } }}
    >
      {list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('web.query.noSaved')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.map((saved) => (
            <li
              key={saved.title}
              style={{ borderBottom: '1px solid rgba(5, 5, 5, 0.06)', padding: '4px 8px 4px 12px' }}
            >
              <Flex align="center" gap={4}>
                <Button
                  type="link"
                  size="small"
                  style={{ paddingInline: 0, minWidth: 0, flex: 1, justifyContent: 'flex-start' }}
                  onClick={() => onApply(saved)}
                >
                  <Typography.Text ellipsis style={{ color: 'inherit' }}>
                    {saved.title}
                  </Typography.Text>
                </Button>
                <Typography.Text type="secondary" style={{ fontSize: 12, flex: 'none' }}>
                  {t('web.query.conditionCount', { count: saved.records.length })}
                </Typography.Text>
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`${t('web.query.deleteSaved')} ${saved.title}`}
                  onClick={() => remove(saved.title)}
                />
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
