import { Button, Card, Descriptions, Empty, Popconfirm, Space, Spin } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { fieldLabelKey, weldModel } from '@weld/core';
import { fieldText } from '../../../kit/field-cell';
import { resourceKeys, type Row } from '../../../kit/resource-api';
import { modelTreeApi } from './model-tree-api';
import { NodeIcon } from '../../../widgets/weld-model-select/node-icon';
import { RelatedTabs } from './related-tabs';
import { SpecsTable } from './specs-table';

interface Props {
  id: string | null;
  canEdit: boolean;
  canDelete: boolean;
  onEdit(record: Row): void;
  onDelete(record: Row): void;
}

/** Node type and product kind in the reader's language (the dictionary answers its stored Chinese texts). */
function levelText(key: string, record: Row, t: TFunction): string | undefined {
  const value = String(record[key] ?? '');
  if (key === 'nodeType') return t(`web.weldTree.types.${value}`, { defaultValue: value });
  if (key === 'productKind') return t(`web.weldTree.kinds.${value}`, { defaultValue: value });
  return undefined;
}

const SHOWN = [
  'code',
  'name',
  'nodeType',
  'productKind',
  'status',
  'orgCode',
  'sortNo',
  'image',
  'specs',
] as const;
const wide = (key: string) => key === 'specs' || key === 'image';
/** Each shown item's span of the 2 columns: an item left alone on its row before a full-width one (or at the end) fills that row, as antd warns when a row's spans do not add up. */
const SPANS = SHOWN.reduce<{ spans: number[]; filled: number }>(
  (acc, key, i) => {
    const span = wide(key) || (acc.filled === 0 && wide(SHOWN[i + 1] ?? 'specs')) ? 2 : 1;
    return { spans: [...acc.spans, span], filled: (acc.filled + span) % 2 };
  },
  { spans: [], filled: 0 },
).spans;

/**
 * The right half of the model tree screen: the selected node's details (specs as a table), 编辑 and
 * 删除 by the user's rights, and below the lists attached to it.
 * @example <ModelDetail id={node.id} canEdit canDelete onEdit={openEdit} onDelete={remove} />
 */
export function ModelDetail({ id, canEdit, canDelete, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: resourceKeys(weldModel.name).detail(id ?? ''),
    queryFn: () => modelTreeApi.node(id!),
    enabled: Boolean(id),
  });
  if (!id)
    return (
      <Card variant="borderless">
        <Empty description={t('web.weldTree.chooseNode')} />
      </Card>
    );
  const record = query.data;
  if (!record) return <Card variant="borderless">{query.isLoading ? <Spin /> : <Empty />}</Card>;

  const items = SHOWN.map((key, i) => ({
    key,
    label: t(fieldLabelKey(weldModel, key)),
    span: SPANS[i],
    children:
      key === 'specs' ? (
        <SpecsTable value={record.specs} />
      ) : (
        (levelText(key, record, t) ?? fieldText(weldModel.fields[key]!, record, t))
      ),
  }));
  const extra = (
    <Space>
      {canEdit && (
        <Button icon={<EditOutlined />} onClick={() => onEdit(record)}>
          {t('web.kit.edit')}
        </Button>
      )}
      {canDelete && (
        <Popconfirm
          title={t('web.weldTree.deleteConfirm', { name: String(record.name) })}
          onConfirm={() => onDelete(record)}
        >
          <Button danger icon={<DeleteOutlined />}>
            {t('web.kit.delete')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
  return (
    <Card
      variant="borderless"
      className="weld-model-detail"
      title={
        <Space>
          <NodeIcon nodeType={String(record.nodeType)} productKind={String(record.productKind)} />
          {String(record.name)}
        </Space>
      }
      extra={extra}
    >
      <Descriptions bordered size="small" column={2} items={items} />
      <RelatedTabs modelId={id} />
    </Card>
  );
}
