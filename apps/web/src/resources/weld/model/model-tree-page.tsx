import { useMemo, useState } from 'react';
import { App, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { childNodeType, weldModel, type WeldNodeType } from '@weld/core';
import type { ModelTreeNode } from '@weld/core';
import { ResourceDrawer } from '../../../kit/resource-drawer';
import { resourceApi, resourceUrls, type Row } from '../../../kit/resource-api';
import { SidePanelLayout } from '../../../kit/side-panel-layout';
import { useResourceForm } from '../../../kit/use-resource-form';
import { useResourceRights } from '../../../kit/use-rights';
import { ModelDetail } from './model-detail';
import { ModelTreePanel } from './model-tree-panel';
import { SpecsEditor } from './specs-editor';
import { useModelTree } from '../../../widgets/weld-model-select/use-model-tree';

/**
 * 型号树: the lazily loaded tree of product lines, series and models on the left (search, add, drag to
 * reorder or move), the selected node's details, edit, delete and attached lists on the right.
 */
export function ModelTreePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rights = useResourceRights(weldModel);
  const tree = useModelTree();
  const [selected, setSelected] = useState<ModelTreeNode | null>(null);
  const api = useMemo(() => resourceApi(resourceUrls(weldModel.path)), []);
  const form = useResourceForm({ definition: weldModel, api });

  /** a new node below `parent` (a product line at the top) starts as its child level, kind and organisation */
  function add(parent: ModelTreeNode | null) {
    const nodeType = childNodeType((parent?.nodeType ?? null) as WeldNodeType | null);
    form.openCreate();
    const siblings = tree.childrenOf.get(parent?.id ?? '') ?? [];
    form.form.setFieldsValue({
      parentId: parent?.id,
      nodeType,
      productKind: parent?.productKind || undefined,
      status: '1',
      sortNo: siblings.length + 1,
    });
    if (parent) tree.reveal([parent.id]);
  }

  async function remove(record: Row) {
    // the HTTP client shows a refusal (children or attached rows) with the server's text
    const done = await api.remove(record.id).then(
      () => true,
      () => false,
    );
    if (!done) return;
    void message.success(t('web.kit.deleted'));
    setSelected(null);
    await tree.refresh();
  }

  return (
    <>
      <SidePanelLayout
        className="weld-model-tree-page"
        asideWidth={320}
        aside={
          <Card variant="borderless" style={{ height: '100%' }}>
            <ModelTreePanel
              tree={tree}
              selected={selected}
              onSelect={setSelected}
              canAdd={rights.add}
              canMove={rights.edit}
              onAdd={add}
            />
          </Card>
        }
      >
        <ModelDetail
          id={selected?.id ?? null}
          canEdit={rights.edit}
          canDelete={rights.delete}
          onEdit={form.openEdit}
          onDelete={(r) => void remove(r)}
        />
      </SidePanelLayout>
      <ResourceDrawer definition={weldModel} form={form} controls={{ specs: () => <SpecsEditor /> }} />
    </>
  );
}
