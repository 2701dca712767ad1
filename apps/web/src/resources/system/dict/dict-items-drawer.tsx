import { useMemo, useState } from 'react';
import { App, Button, Drawer, Input, Popconfirm, Space, Switch, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dictItem, fieldLabelKey } from '@weld/core';
import { errorText } from '../../../lib/api/error-text';
import { resourceApi, resourceKeys, resourceUrls, type Row } from '../../../kit/resource-api';
import { useResourceForm } from '../../../kit/use-resource-form';
import { useResourceRights } from '../../../kit/use-rights';
import { DictItemForm } from './dict-item-form';
import { reloadDictionaries } from './dict-cache';
import { useSearchRefetch } from '../../../lib/use-search-refetch';
import { pageTotal } from '../../../widgets/page-total';

interface Props {
  /** the dictionary whose items are shown; null: closed */
  dict: Row | null;
  onClose(): void;
}

const PAGE_SIZE = 10;

/** 字典配置: the items of one dictionary, searchable by name, added, edited, switched on or off and deleted. */
export function DictItemsDrawer({ dict, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const rights = useResourceRights(dictItem);
  const api = useMemo(() => resourceApi(resourceUrls(dictItem.path)), []);
  const form = useResourceForm({ definition: dictItem, api });
  const [pageNo, setPageNo] = useState(1);
  const [itemText, setItemText] = useState('');
  const dictId = dict?.id ?? '';
  const params = {
    dictId,
    pageNo,
    pageSize: PAGE_SIZE,
    column: 'sortOrder',
    order: 'asc',
    ...(itemText ? { itemText: `*${itemText}*` } : {}),
  };
  const list = useQuery({
    queryKey: resourceKeys(dictItem.name).list(params),
    queryFn: () => api.list(params),
    enabled: Boolean(dict),
    placeholderData: keepPreviousData,
  });
  const searched = useSearchRefetch(resourceKeys(dictItem.name).list(params));

  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: resourceKeys(dictItem.name).all });
    await reloadDictionaries(queryClient).catch(() => undefined);
  };
  const act = async (run: () => Promise<unknown>, done: string, silent = false) => {
    // deletes are reported by the HTTP client when refused; edits are silent, so their refusal is shown here
    const ok = await run().then(
      () => true,
      (e: unknown) => {
        if (silent) void message.error(errorText(e, t('web.http.unknown')));
        return false;
      },
    );
    if (!ok) return;
    void message.success(t(done));
    await changed();
  };

  const label = (key: string) => t(fieldLabelKey(dictItem, key));
  const columns: ColumnsType<Row> = [
    {
      key: 'itemText',
      dataIndex: 'itemText',
      title: label('itemText'),
      render: (text: string, r) => (r.itemColor ? <Tag color={String(r.itemColor)}>{text}</Tag> : text),
    },
    { key: 'itemValue', dataIndex: 'itemValue', title: label('itemValue') },
    { key: 'sortOrder', dataIndex: 'sortOrder', title: label('sortOrder'), width: 90 },
    {
      key: 'status',
      dataIndex: 'status',
      title: label('status'),
      width: 110,
      render: (status: string, r) => (
        <Switch
          size="small"
          checked={status === '1'}
          disabled={!rights.edit}
          checkedChildren={t('web.sysDict.enabled')}
          unCheckedChildren={t('web.sysDict.disabled')}
          onChange={(on) =>
            void act(() => api.edit({ id: r.id, status: on ? '1' : '0' }), 'web.kit.saved', true)
          }
        />
      ),
    },
    {
      key: '__actions',
      title: t('web.kit.actions'),
      width: 130,
      render: (_: unknown, r) => (
        <Space size={0}>
          {rights.edit && (
            <Button type="link" size="small" onClick={() => form.openEdit(r)}>
              {t('web.kit.edit')}
            </Button>
          )}
          {rights.delete && (
            <Popconfirm
              title={t('web.kit.confirmDelete')}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
              onConfirm={() => act(() => api.remove(r.id), 'web.kit.deleted')}
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
    <Drawer
      open={dict !== null}
      onClose={onClose}
      size={720}
      destroyOnHidden
      title={t('web.sysDict.itemsTitle', {
        name: dict ? `${String(dict.dictName)}（${String(dict.dictCode)}）` : '',
      })}
    >
      <Space style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('web.kit.inputPlaceholder', { label: label('itemText') })}
          onSearch={(v) => {
            setItemText(v.trim());
            setPageNo(1);
            searched();
          }}
        />
        {rights.add && (
          <Button
            type="primary"
            onClick={() => {
              form.openCreate();
              form.form.setFieldsValue({ dictId, status: '1', sortOrder: 1 });
            }}
          >
            {t('web.kit.add')}
          </Button>
        )}
      </Space>
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPageNo,
          showTotal: pageTotal(t, list.data),
        }}
      />
      <DictItemForm form={form} onSaved={changed} />
    </Drawer>
  );
}
