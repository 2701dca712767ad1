import type { DepartTreeNode } from '@weld/core';
import { useMemo, useState, type Key, type ReactNode } from 'react';
import { Empty, Input, Spin, Tree } from 'antd';
import type { TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import { filterDeparts, useDepartTree } from './depart-tree-api';

interface Props {
  selected?: DepartTreeNode;
  onSelect(node: DepartTreeNode | undefined): void;
  /** ticked ids (batch actions); leave out for a tree without checkboxes */
  checked?: string[];
  onCheck?(ids: string[]): void;
  /** buttons above the search box */
  toolbar?: ReactNode;
}

const toData = (nodes: DepartTreeNode[]): TreeDataNode[] =>
  nodes.map(
    (n) =>
      ({
        key: n.id,
        title: n.departName,
        isLeaf: !n.children?.length,
        data: n,
        children: n.children?.length ? toData(n.children) : undefined,
      }) as TreeDataNode,
  );

/**
 * The department tree of the department screens: search by name (ancestors stay), click to choose,
 * optionally tick several; the whole tree is open, searched or not.
 * @example <DepartTreePanel selected={node} onSelect={setNode} />
 */
export function DepartTreePanel({ selected, onSelect, checked, onCheck, toolbar }: Props) {
  const { t } = useTranslation();
  const [word, setWord] = useState('');
  const query = useDepartTree();
  const shown = useMemo(() => filterDeparts(query.data ?? [], word), [query.data, word]);
  const treeData = useMemo(() => toData(shown), [shown]);

  const select = (_keys: Key[], info: { node: TreeDataNode; selected: boolean }) =>
    onSelect(info.selected ? (info.node as TreeDataNode & { data: DepartTreeNode }).data : undefined);

  return (
    <div>
      {toolbar && <div style={{ marginBottom: 8, display: 'flex', flexWrap: 'wrap', gap: 8 }}>{toolbar}</div>}
      <Input.Search
        allowClear
        placeholder={t('web.sysDepart.searchPlaceholder')}
        onChange={(e) => setWord(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      {query.isLoading ? (
        <Spin />
      ) : treeData.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('web.sysDepart.noTree')} />
      ) : (
        <Tree
          key={word}
          blockNode
          defaultExpandAll
          treeData={treeData}
          selectedKeys={selected ? [selected.id] : []}
          onSelect={select}
          checkable={Boolean(onCheck)}
          checkStrictly
          checkedKeys={checked ?? []}
          onCheck={(keys) => onCheck?.((Array.isArray(keys) ? keys : keys.checked).map(String))}
        />
      )}
    </div>
  );
}
