import { useEffect, useState, type Key } from 'react';
import { App, Button, Form, Input, Modal, Space, Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, position } from '@weld/core';
import { positionPage, type PickedPosition } from './position-picker-api';

/** Spec widgets §9: biz pickers page by 5 with 5/10/20/30; picker dialogs are 1200 wide. */
export const POSITION_PAGE_SIZES = [5, 10, 20, 30];
export const POSITION_PICKER_WIDTH = 1200;

interface Props {
  open: boolean;
  multiple?: boolean;
  /** positions chosen before opening */
  initial?: PickedPosition[];
  onOk(positions: PickedPosition[]): void;
  onCancel(): void;
}

/**
 * 选择职务: positions searched by name and paged by 5, single or multiple choice kept across pages.
 * @example <PositionPickerModal open multiple onOk={save} onCancel={close} />
 */
export function PositionPickerModal({ open, multiple = false, initial = [], onOk, onCancel }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name?: string }>();
  const [name, setName] = useState<string>();
  const [page, setPage] = useState({ pageNo: 1, pageSize: POSITION_PAGE_SIZES[0] });
  const [chosen, setChosen] = useState<PickedPosition[]>(initial);
  const initialKey = initial.map((p) => p.code).join(',');

  useEffect(() => {
    if (open) setChosen(initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset to the field's positions each time the picker opens
  }, [open, initialKey]);

  const params = { ...page, name };
  const query = useQuery({ queryKey: ['position', 'picker', params], queryFn: () => positionPage(params), enabled: open, placeholderData: keepPreviousData });
  const records = query.data?.records ?? [];

  const search = (values: { name?: string }) => {
    setName(values.name?.trim() || undefined);
    setPage((p) => ({ ...p, pageNo: 1 }));
  };
  const onSelect = (_keys: Key[], rows: PickedPosition[]) => {
    if (!multiple) return setChosen(rows.slice(0, 1));
    // keep positions chosen on other pages; rows of this page follow the checkboxes
    const onPage = new Set(records.map((r) => r.code));
    setChosen([...chosen.filter((p) => !onPage.has(p.code)), ...rows]);
  };
  const toggle = (row: PickedPosition) => {
    if (!multiple) return setChosen([row]);
    setChosen(chosen.some((p) => p.code === row.code) ? chosen.filter((p) => p.code !== row.code) : [...chosen, row]);
  };
  const confirm = () => {
    if (chosen.length === 0) return void message.warning(t('web.positionPicker.selectOne'));
    onOk(chosen);
  };
  const label = (key: string) => t(fieldLabelKey(position, key));

  return (
    <Modal open={open} title={t('web.positionPicker.title')} width={POSITION_PICKER_WIDTH} onOk={confirm} onCancel={onCancel}
      okText={t('common.ok')} cancelText={t('common.cancel')} destroyOnHidden>
      <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16 }}>
        <Form.Item name="name" label={t('web.positionPicker.name')}>
          <Input allowClear placeholder={t('web.kit.inputPlaceholder', { label: t('web.positionPicker.name') })} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">{t('web.kit.search')}</Button>
          <Button onClick={() => { form.resetFields(); search({}); }}>{t('web.kit.reset')}</Button>
        </Space>
      </Form>
      <Table<PickedPosition> rowKey="code" size="small" loading={query.isFetching} dataSource={records}
        columns={[
          { key: 'code', dataIndex: 'code', title: label('code') },
          { key: 'name', dataIndex: 'name', title: label('name') },
          { key: 'postRank', dataIndex: 'postRank_dictText', title: label('postRank') },
        ]}
        rowSelection={{ type: multiple ? 'checkbox' : 'radio', selectedRowKeys: chosen.map((p) => p.code), onChange: onSelect }}
        onRow={(row) => ({ onClick: () => toggle(row) })}
        pagination={{
          current: page.pageNo, pageSize: page.pageSize, total: query.data?.total ?? 0, pageSizeOptions: POSITION_PAGE_SIZES, showSizeChanger: true, showQuickJumper: true,
          showTotal: (total) => t('web.kit.total', { total }),
          onChange: (pageNo, pageSize) => setPage({ pageNo: pageSize === page.pageSize ? pageNo : 1, pageSize }),
        }} />
    </Modal>
  );
}
