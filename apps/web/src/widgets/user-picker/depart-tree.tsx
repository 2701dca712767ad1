import type { DepartTreeNode } from '@weld/core';
import { useMemo, useState } from 'react';
import { Empty, Input, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import { filterDeparts, flattenDeparts, useDepartTree } from '../depart-select/depart-tree-api';

interface Props {
  /** the chosen department's id; none: every department */
  value?: string;
  onChange(departId: string | undefined): void;
  height?: number;
}

const toData = (nodes: DepartTreeNode[]): DataNode[] =>
  nodes.map((n) => ({
    key: n.id,
    title: n.title,
    isLeaf: !n.children?.length,
    children: n.children?.length ? toData(n.children) : undefined,
  }));

/**
 * The department tree (the department widgets' cached `queryTreeList`) with a search box; clicking the
 * chosen department again clears the choice, so the list shows every department's users.
 * @example <DepartTree value={departId} onChange={setDepartId} />
 */
export function DepartTree({ value, onChange, height = 480 }: Props) {
  const { t } = useTranslation();
  const [word, setWord] = useState('');
  const query = useDepartTree();
  const nodes = useMemo(() => filterDeparts(query.data ?? [], word), [query.data, word]);
  const treeData = useMemo(() => toData(nodes), [nodes]);
  // everything open: a searched tree shows its matches, a fresh one its whole organisation
  const all = useMemo(() => flattenDeparts(nodes).map((n) => String(n.id)), [nodes]);
  const [expanded, setExpanded] = useState<{ for: string[]; keys: string[] }>({ for: [], keys: [] });
  const expandedKeys = expanded.for === all ? expanded.keys : all;

  return (
    <div>
      <Input.Search
        allowClear
        placeholder={t('web.sysUser.searchDepart')}
        onChange={(e) => setWord(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      {query.isLoading ? (
        <Spin />
      ) : treeData.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Tree
          blockNode
          height={height}
          treeData={treeData}
          expandedKeys={expandedKeys}
          onExpand={(keys) => setExpanded({ for: all, keys: keys.map(String) })}
          selectedKeys={value ? [value] : []}
          onSelect={(keys) => onChange(keys.length ? String(keys[0]) : undefined)}
        />
      )}
    </div>
  );
}
