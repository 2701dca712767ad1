import { useMemo, useState } from 'react';
import { App, Button, Card, Space, Table, type MenuProps } from 'antd';
import type { ColumnType } from 'antd/es/table/interface';
import { DownOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cgreportHead, fieldList, type PageResult } from '@weld/core';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';
import { resourceKeys, resourceUrls, type Row } from '../../../kit/resource-api';
import { ResourceToolbar } from '../../../kit/resource-toolbar';
import { SearchForm } from '../../../kit/search-form';
import { useResourceTable } from '../../../kit/use-resource-table';
import { AddToMenuModal } from '../../system/permission';
import { cgreportApi, type ReportDesign } from './cgreport-api';
import { copyCode } from './design-merge';
import { ReportDesignerModal } from './report-designer-modal';
import { MenuDropdown } from '../../../widgets/menu-dropdown';

/** The list is the kit's; adds, edits and deletes go through the designer's own calls. */
const URLS = resourceUrls(cgreportHead.path, {
  add: null,
  edit: null,
  deleteBatch: null,
  queryById: null,
  exportXls: null,
  importExcel: null,
});

const emptyDesign = (): ReportDesign => ({
  head: { code: '', name: '', cgrSql: '', dbSource: null },
  items: [],
  params: [],
});

/** A listed report's whole design: its head row, columns and parameters. */
async function designOf(record: Row): Promise<ReportDesign> {
  const [items, params] = await Promise.all([cgreportApi.items(record.id), cgreportApi.params(record.id)]);
  return {
    head: {
      id: record.id,
      code: String(record.code),
      name: String(record.name),
      cgrSql: String(record.cgrSql ?? ''),
      dbSource: (record.dbSource as string | null) ?? null,
    },
    items,
    params,
  };
}

/** The codes already taken that a copy of `code` could take. */
async function copyCodesTaken(code: string): Promise<Set<string>> {
  const listed = unwrap(
    await http.get<PageResult<Row>>(`${cgreportHead.path}/list`, { code: `${code}_copy*`, pageSize: 1000 }),
  );
  return new Set(listed.records.map((r) => String(r.code)));
}

/**
 * 报表开发 ('online/OnlCgreportHeadList'): the reports with the kit's search, sort and paging; 新增 opens the designer;
 * per row 编辑, 功能测试 (the report screen), and under 更多 添加到菜单, 复制 (a new report from this design under a
 * free code, saved when the admin confirms) and 删除. Every call needs the design right, as the server checks.
 * @example pageRegistry['online/OnlCgreportHeadList']
 */
export function CgreportHeadPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [designing, setDesigning] = useState<ReportDesign | null>(null);
  const [menuFor, setMenuFor] = useState<Row | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys(cgreportHead.name).all });
  const searchFields = useMemo(() => fieldList(cgreportHead).filter((f) => f.search), []);
  const L = (key: string, values?: Record<string, unknown>) => t(`web.cgreport.head.${key}`, values);

  const open = async (record: Row, copy: boolean) => {
    const design = await designOf(record).catch(() => null);
    if (!design) return;
    if (!copy) return setDesigning(design);
    const code = copyCode(
      design.head.code,
      await copyCodesTaken(design.head.code).catch(() => new Set<string>()),
    );
    setDesigning({
      ...design,
      head: { ...design.head, id: undefined, code, name: L('copyName', { name: design.head.name }) },
    });
  };

  const remove = (record: Row) =>
    modal.confirm({
      title: t('web.kit.confirmTitle'),
      content: L('confirmDelete', { name: record.name, code: record.code }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        // a refusal was already reported by the HTTP client
        if (
          await cgreportApi.remove(record.id).then(
            () => true,
            () => false,
          )
        ) {
          void message.success(t('server.cgreport.deleted'));
          await refresh();
        }
      },
    });

  const actionColumn: ColumnType<Row> = {
    key: '__actions',
    title: t('web.kit.actions'),
    fixed: 'right',
    width: 220,
    render: (_: unknown, record: Row) => {
      const more: MenuProps['items'] = [
        { key: 'menu', label: L('addToMenu'), onClick: () => setMenuFor(record) },
        { key: 'copy', label: L('copy'), onClick: () => void open(record, true) },
        { key: 'delete', danger: true, label: t('web.kit.delete'), onClick: () => remove(record) },
      ];
      return (
        <Space size={4} wrap>
          <Button type="link" size="small" onClick={() => void open(record, false)}>
            {t('web.kit.edit')}
          </Button>
          <Button type="link" size="small" onClick={() => void navigate(`/online/cgreport/${record.id}`)}>
            {L('test')}
          </Button>
          <MenuDropdown menu={{ items: more }} trigger={['click']}>
            <Button type="link" size="small">
              {L('more')} <DownOutlined />
            </Button>
          </MenuDropdown>
        </Space>
      );
    },
  };
  const table = useResourceTable({ definition: cgreportHead, urls: URLS, actionColumn });

  return (
    <Card variant="borderless">
      <SearchForm
        definition={cgreportHead}
        fields={searchFields}
        filters={table.list.state.filters}
        onSearch={table.search}
      />
      <ResourceToolbar
        canAdd
        canDelete={false}
        selectedCount={0}
        deleteBatchUrl={null}
        onAdd={() => setDesigning(emptyDesign())}
        onDeleteBatch={async () => undefined}
      />
      <Table<Row> {...table.tableProps} rowSelection={undefined} size="middle" />
      {designing && (
        <ReportDesignerModal
          design={designing}
          onClose={() => setDesigning(null)}
          onSaved={() => void refresh()}
        />
      )}
      {menuFor && (
        <AddToMenuModal
          name={String(menuFor.name)}
          onSubmit={(entry) => cgreportApi.addToMenu({ ...entry, id: menuFor.id })}
          onClose={() => setMenuFor(null)}
        />
      )}
    </Card>
  );
}
