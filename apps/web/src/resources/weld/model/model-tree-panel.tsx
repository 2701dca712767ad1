import { useMemo, useState, type Key } from 'react';
import { App, Button, Empty, Input, List, Spin, Tree, Typography } from 'antd';
import type { TreeDataNode, TreeProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { childNodeType, type WeldNodeType } from '@weld/core';
import type { ModelSearchHit, ModelTreeNode } from '@weld/core';
import { errorText } from '../../../lib/api/error-text';
import { dropTarget } from './drop-target';
import { modelTreeApi } from './model-tree-api';
import { NodeIcon } from '../../../widgets/weld-model-select/node-icon';
import type { ModelTreeState } from '../../../widgets/weld-model-select/use-model-tree';

interface Props {
  tree: ModelTreeState;
  selected: ModelTreeNode | null;
  onSelect(node: ModelTreeNode | null): void;
  canAdd: boolean;
  canMove: boolean;
  onAdd(parent: ModelTreeNode | null): void;
}

type Data = TreeDataNode & { node: ModelTreeNode };

/**
 * The left half of the model tree screen: search (hits open the tree down to them), 新增产品线 /
 * 新增下级, and the lazily loaded tree, where a node is dragged among its siblings or under another parent.
 * @example <ModelTreePanel tree={tree} selected={node} onSelect={setNode} canAdd canMove onAdd={openCreate} />
 */
export function ModelTreePanel({ tree, selected, onSelect, canAdd, canMove, onAdd }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [hits, setHits] = useState<{ list: ModelSearchHit[]; truncated: boolean } | null>(null);
  const [searching, setSearching] = useState(false);

  const treeData = useMemo(() => {
    const build = (pid: string): Data[] =>
      (tree.childrenOf.get(pid) ?? []).map((n) => ({
        key: n.id,
        node: n,
        isLeaf: n.isLeaf,
        icon: <NodeIcon nodeType={n.nodeType} productKind={n.productKind} />,
        title: (
          <span data-code={n.code}>
            {n.name} <Typography.Text type="secondary">{n.code}</Typography.Text>
          </span>
        ),
        children: tree.childrenOf.has(n.id) ? build(n.id) : undefined,
      }));
    return build('');
  }, [tree.childrenOf]);

  async function search(word: string) {
    if (!word.trim()) return setHits(null);
    setSearching(true);
    try {
      const found = await modelTreeApi.search(word.trim());
      setHits({ list: found.hits, truncated: found.truncated });
    } finally {
      setSearching(false);
    }
  }

  function open(hit: ModelSearchHit) {
    tree.reveal(hit.ancestorIds);
    const known = tree.nodes.get(hit.id);
    onSelect(
      known ?? {
        id: hit.id,
        parentId: hit.ancestorIds.at(-1) ?? null,
        code: hit.code,
        name: hit.name,
        nodeType: hit.nodeType as ModelTreeNode['nodeType'],
        productKind: '',
        status: '',
        sortNo: 0,
        isLeaf: true,
      },
    );
  }

  const onDrop: TreeProps<Data>['onDrop'] = async (info) => {
    const drag = info.dragNode.node;
    const target = info.node.node;
    const pos = String(info.node.pos).split('-');
    const relative = info.dropPosition - Number(pos[pos.length - 1]);
    const intoNode = !info.dropToGap;
    // the list the target shows in: its parent's children, or the top of the reach
    const shownIn =
      target.parentId && tree.childrenOf.get(target.parentId)?.some((n) => n.id === target.id)
        ? target.parentId
        : '';
    const siblings = (tree.childrenOf.get(shownIn) ?? []).map((n) => n.id);
    const to = dropTarget({
      dragId: drag.id,
      targetId: target.id,
      targetParentId: target.parentId,
      intoNode,
      after: relative > 0,
      siblings,
    });
    try {
      await modelTreeApi.move(drag.id, to.parentId, to.index);
      void message.success(t('server.weldModel.moved'));
      if (to.parentId) tree.reveal([to.parentId]);
    } catch (e) {
      void message.error(errorText(e, t('web.http.unknown')));
    }
    await tree.refresh();
  };

  const childType = selected ? childNodeType(selected.nodeType as WeldNodeType) : null;
  // a reader cannot add a product line: their empty tree means nothing is shared with their organisation

  return (
    <div className="weld-model-tree-panel">
      <Input.Search
        allowClear
        placeholder={t('web.weldTree.searchPlaceholder')}
        loading={searching}
        onSearch={(w) => void search(w)}
        onChange={(e) => !e.target.value && setHits(null)}
        style={{ marginBottom: 8 }}
      />
      {hits && (
        <div style={{ marginBottom: 8 }}>
          {hits.truncated && (
            <Typography.Text type="warning">
              {t('web.weldTree.truncated', { count: hits.list.length })}
            </Typography.Text>
          )}
          <List
            size="small"
            bordered
            locale={{ emptyText: t('web.weldTree.noMatch') }}
            dataSource={hits.list}
            style={{ maxHeight: 220, overflow: 'auto' }}
            renderItem={(h) => (
              <List.Item className="weld-search-hit" style={{ cursor: 'pointer' }} onClick={() => open(h)}>
                <span>
                  {h.name} <Typography.Text type="secondary">{h.code}</Typography.Text>
                </span>
              </List.Item>
            )}
          />
        </div>
      )}
      {canAdd && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 8 }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => onAdd(null)}>
            {t('web.weldTree.addLine')}
          </Button>
          <Button icon={<PlusOutlined />} disabled={!childType} onClick={() => selected && onAdd(selected)}>
            {childType
              ? t('web.weldTree.addChildOf', { type: t(`server.weldModel.types.${childType}`) })
              : t('web.weldTree.addChild')}
          </Button>
        </div>
      )}
      {canMove && treeData.length > 0 && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 4 }}>
          {t('web.weldTree.dragHint')}
        </Typography.Paragraph>
      )}
      {tree.loading ? (
        <Spin />
      ) : treeData.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t(canAdd ? 'web.weldTree.empty' : 'web.formHints.modelTreeEmptyReader')}
        />
      ) : (
        <Tree<Data>
          className="weld-model-tree"
          blockNode
          showIcon
          draggable={canMove ? { icon: false } : false}
          treeData={treeData}
          expandedKeys={tree.expanded}
          loadedKeys={[...tree.childrenOf.keys()].filter(Boolean)}
          onExpand={(keys: Key[]) => tree.setExpanded(keys.map(String))}
          loadData={async (n) => void (await tree.load(String(n.key)))}
          selectedKeys={selected ? [selected.id] : []}
          onSelect={(_keys, info) => onSelect(info.selected ? info.node.node : null)}
          onDrop={(info) => void onDrop(info)}
        />
      )}
    </div>
  );
}
