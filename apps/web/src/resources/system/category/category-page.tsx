import { useMemo, useState } from 'react';
import { App, Button, Card, Popconfirm, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { category, fieldLabelKey } from '@weld/core';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';
import { ResourceDrawer } from '../../../kit/resource-drawer';
import { resourceApi, resourceKeys, resourceUrls } from '../../../kit/resource-api';
import { useResourceForm } from '../../../kit/use-resource-form';
import { useResourceRights } from '../../../kit/use-rights';

/** A node of loadTreeRoot / loadTreeChildren. */
interface CategoryNode {
  key: string;
  title: string;
  code: string;
  leaf: boolean;
}

interface TreeRow {
  key: string;
  title: string;
  code: string;
  placeholder?: boolean;
  children?: TreeRow[];
}

const children = (pid: string) => ({
  queryKey: [category.name, 'loadTreeChildren', { pid }],
  queryFn: async () => unwrap(await http.get<CategoryNode[]>('/sys/category/loadTreeChildren', { pid })),
});

/**
 * 分类字典 (system/CategoryList): the category tree as a table whose branches load when opened (a
 * 'loading...' row until then; a branch without children becomes a leaf), with 添加下级, edit and delete.
 */
export function CategoryPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const rights = useResourceRights(category);
  const api = useMemo(() => resourceApi(resourceUrls(category.path)), []);
  const form = useResourceForm({ definition: category, api });
  const [expanded, setExpanded] = useState<string[]>([]);
  const roots = useQuery({
    queryKey: [category.name, 'loadTreeRoot'],
    queryFn: async () =>
      unwrap(await http.get<CategoryNode[]>('/sys/category/loadTreeRoot', { async: true, pcode: '0' })),
  });
  const loaded = useQueries({ queries: expanded.map(children) });
  const byParent = new Map(expanded.map((pid, i) => [pid, loaded[i]?.data]));

  const toRow = (n: CategoryNode): TreeRow => {
    const kids = byParent.get(n.key);
    if (n.leaf || (kids && kids.length === 0)) return { key: n.key, title: n.title, code: n.code };
    return {
      key: n.key,
      title: n.title,
      code: n.code,
      children: kids
        ? kids.map(toRow)
        : [{ key: `${n.key}:loading`, title: t('web.sysCategory.loading'), code: '', placeholder: true }],
    };
  };
  const rows = (roots.data ?? []).map(toRow);

  async function edit(id: string) {
    form.openEdit(await api.queryById(id));
  }
  function addChild(pid: string) {
    form.openCreate();
    form.form.setFieldsValue({ pid });
  }
  async function remove(id: string) {
    // a refusal (children left) was already reported by the HTTP client
    if (
      !(await api.remove(id).then(
        () => true,
        () => false,
      ))
    )
      return;
    void message.success(t('web.kit.deleted'));
    await queryClient.invalidateQueries({ queryKey: resourceKeys(category.name).all });
  }

  const columns: ColumnsType<TreeRow> = [
    { key: 'name', dataIndex: 'title', title: t(fieldLabelKey(category, 'name')) },
    { key: 'code', dataIndex: 'code', title: t(fieldLabelKey(category, 'code')) },
    {
      key: '__actions',
      title: t('web.kit.actions'),
      width: 220,
      render: (_: unknown, r) =>
        !r.placeholder && (
          <Space size={0}>
            {rights.add && (
              <Button type="link" size="small" onClick={() => addChild(r.key)}>
                {t('web.sysCategory.addChild')}
              </Button>
            )}
            {rights.edit && (
              <Button type="link" size="small" onClick={() => void edit(r.key)}>
                {t('web.kit.edit')}
              </Button>
            )}
            {rights.delete && (
              <Popconfirm
                title={t('web.kit.confirmDelete')}
                okText={t('common.ok')}
                cancelText={t('common.cancel')}
                onConfirm={() => remove(r.key)}
              >
                <Button type="link" size="small" danger>
                  {t('web.kit.delete')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        ),
    },
  ];

  return (
    <Card variant="borderless">
      {rights.add && (
        <Button type="primary" style={{ marginBottom: 16 }} onClick={form.openCreate}>
          {t('web.kit.add')}
        </Button>
      )}
      <Table<TreeRow>
        rowKey="key"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={roots.isFetching}
        pagination={false}
        expandable={{
          expandedRowKeys: expanded,
          onExpandedRowsChange: (keys) => setExpanded(keys.map(String)),
        }}
      />
      <ResourceDrawer definition={category} form={form} />
    </Card>
  );
}
