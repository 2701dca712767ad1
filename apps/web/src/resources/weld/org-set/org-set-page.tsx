import type { DepartTreeNode } from '@weld/core';
import { useMemo, useState, type Key } from 'react';
import { App, Alert, Button, Card, Empty, Space, Spin, Tag, Tree, Typography } from 'antd';
import type { TreeDataNode } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isElementVisible, RIGHTS } from '@weld/core';
import { SidePanelLayout } from '../../../kit/side-panel-layout';
import { useAuthContext } from '../../../lib/use-session';
import { DepartTreePanel } from '../../../widgets/depart-select/depart-tree-panel';
import { NodeIcon } from '../../../widgets/weld-model-select/node-icon';
import { useModelTree } from '../../../widgets/weld-model-select/use-model-tree';
import { coveredIds } from './covered';
import { orgSetApi } from './org-set-api';

/** The right to change an organisation's set; reading it is the menu's weld:orgSet:list. */
const EDIT_RIGHT = RIGHTS.orgSet.edit;

/**
 * 组织设置: choose an organisation on the left; on the right tick the model subtrees it (and its
 * sub-organisations) sees, then 保存 replaces its set. A ticked node covers everything below it.
 */
export function OrgSetPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const canEdit = isElementVisible(EDIT_RIGHT, useAuthContext());
  const [org, setOrg] = useState<DepartTreeNode | undefined>();
  const tree = useModelTree();
  // the ticks being edited, per organisation; undefined until the user changes them
  const [draft, setDraft] = useState<{ org: string; ids: string[] } | null>(null);
  const [saving, setSaving] = useState(false);

  const stored = useQuery({
    queryKey: ['weldOrgSet', org?.orgCode],
    queryFn: () => orgSetApi.query(org!.orgCode),
    enabled: Boolean(org),
  });
  const checked = useMemo(
    () => (draft && draft.org === org?.orgCode ? draft.ids : (stored.data ?? [])),
    [draft, org, stored.data],
  );
  const checkedSet = useMemo(() => new Set(checked), [checked]);
  const names = useQuery({
    queryKey: ['weldOrgSet', 'names', checked],
    queryFn: () => orgSetApi.names(checked),
    enabled: checked.length > 0,
  });
  const covered = useMemo(() => coveredIds(checkedSet, tree.nodes), [checkedSet, tree.nodes]);

  const treeData = useMemo(() => {
    const build = (pid: string): TreeDataNode[] =>
      (tree.childrenOf.get(pid) ?? []).map((n) => ({
        key: n.id,
        isLeaf: n.isLeaf,
        icon: <NodeIcon nodeType={n.nodeType} productKind={n.productKind} />,
        title: (
          <span data-code={n.code}>
            {n.name} <Typography.Text type="secondary">{n.code}</Typography.Text>
          </span>
        ),
        disableCheckbox: !canEdit || covered.has(n.id),
        children: tree.childrenOf.has(n.id) ? build(n.id) : undefined,
      }));
    return build('');
  }, [tree.childrenOf, covered, canEdit]);

  async function save() {
    if (!org) return;
    setSaving(true);
    try {
      await orgSetApi.save(org.orgCode, checked);
      void message.success(t('server.weldOrgSet.saved'));
      setDraft(null);
      await queryClient.invalidateQueries({ queryKey: ['weldOrgSet'] });
    } catch {
      // the HTTP client showed the refusal
    } finally {
      setSaving(false);
    }
  }

  const right = !org ? (
    <Empty description={t('web.weldOrgSet.chooseOrg')} />
  ) : (
    <>
      <Alert
        type="info"
        showIcon
        title={t('web.weldOrgSet.hint', { name: org.departName })}
        style={{ marginBottom: 12 }}
      />
      {checked.length > 0 && (
        <div className="weld-org-set-chosen" style={{ marginBottom: 12 }}>
          {checked.map((id, i) => (
            <Tag key={id} color="blue">
              {names.data?.[i] ?? id}
            </Tag>
          ))}
        </div>
      )}
      {tree.loading || stored.isLoading ? (
        <Spin />
      ) : treeData.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('web.weldTree.empty')} />
      ) : (
        <Tree
          className="weld-org-set-tree"
          checkable
          checkStrictly
          blockNode
          showIcon
          selectable={false}
          treeData={treeData}
          checkedKeys={{ checked: [...checked, ...covered], halfChecked: [] }}
          expandedKeys={tree.expanded}
          loadedKeys={[...tree.childrenOf.keys()].filter(Boolean)}
          onExpand={(keys: Key[]) => tree.setExpanded(keys.map(String))}
          loadData={async (n) => void (await tree.load(String(n.key)))}
          onCheck={(_keys, info) => {
            const id = String(info.node.key);
            const next = info.checked ? [...checked, id] : checked.filter((k) => k !== id);
            setDraft({ org: org.orgCode, ids: next });
          }}
        />
      )}
    </>
  );

  return (
    <SidePanelLayout
      className="weld-org-set-page"
      asideWidth={300}
      aside={
        <Card variant="borderless" title={t('web.weldOrgSet.orgs')}>
          <DepartTreePanel
            selected={org}
            onSelect={(node) => {
              setOrg(node);
              setDraft(null);
            }}
          />
        </Card>
      }
    >
      <Card
        variant="borderless"
        title={t('web.weldOrgSet.models')}
        extra={
          canEdit &&
          org && (
            <Space>
              <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
                {t('web.weldOrgSet.save')}
              </Button>
            </Space>
          )
        }
      >
        {right}
      </Card>
    </SidePanelLayout>
  );
}
