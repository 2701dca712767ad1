import { useMemo } from 'react';
import { Button, Empty, Space, Spin, Tree } from 'antd';
import type { TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';

/** A node of an authorization tree ({key, title, children}), as the permission endpoints answer it. */
export interface GrantNode {
  key: string;
  title: string;
  children?: GrantNode[];
}

interface Props {
  tree: GrantNode[] | undefined;
  checked: string[];
  onChange(ids: string[]): void;
  loading?: boolean;
  disabled?: boolean;
}

const allKeys = (nodes: GrantNode[]): string[] => nodes.flatMap((n) => [n.key, ...allKeys(n.children ?? [])]);

/**
 * A checkable menu-and-button tree where each row is its own right (a parent does not tick its
 * children), with 全选 / 取消全选.
 * @example <GrantTree tree={treeList} checked={ids} onChange={setIds} />
 */
export function GrantTree({ tree, checked, onChange, loading, disabled }: Props) {
  const { t } = useTranslation();
  const keys = useMemo(() => allKeys(tree ?? []), [tree]);
  if (loading) return <Spin />;
  if (!tree?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <div>
      <Space style={{ marginBottom: 8 }}>
        <Button size="small" disabled={disabled} onClick={() => onChange(keys)}>
          {t('web.sysDepart.checkAll')}
        </Button>
        <Button size="small" disabled={disabled} onClick={() => onChange([])}>
          {t('web.sysDepart.uncheckAll')}
        </Button>
      </Space>
      <Tree
        checkable
        checkStrictly
        defaultExpandAll
        selectable={false}
        disabled={disabled}
        treeData={tree as unknown as TreeDataNode[]}
        checkedKeys={checked}
        onCheck={(next) => onChange((Array.isArray(next) ? next : next.checked).map(String))}
      />
    </div>
  );
}
