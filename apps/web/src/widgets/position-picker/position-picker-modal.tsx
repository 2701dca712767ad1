import { useState } from 'react';
import { Form, Input, Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, PICKER_DIALOG_WIDTH, PICKER_PAGE_SIZES, position } from '@weld/core';
import { usePickedRows, type PickerDialogProps } from '../picker/use-picked-rows';
import { positionPage, type PickedPosition } from './position-picker-api';
import { SearchButtons } from '../picker/search-buttons';

/** Spec widgets §9: biz pickers page by 5 with 5/10/20/30; picker dialogs are 1200 wide. */
export const POSITION_PAGE_SIZES = [...PICKER_PAGE_SIZES];
export const POSITION_PICKER_WIDTH = PICKER_DIALOG_WIDTH;

type Props = PickerDialogProps<PickedPosition>;

/**
 * 选择职务: positions searched by name and paged by 5, single or multiple choice kept across pages.
 * @example <PositionPickerModal open multiple onOk={save} onCancel={close} />
 */
export function PositionPickerModal({ open, multiple = false, initial = [], onOk, onCancel }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name?: string }>();
  const [name, setName] = useState<string>();
  const { toggle, confirm, newSearch, table } = usePickedRows<PickedPosition>({
    open,
    multiple,
    initial,
    keyOf: (p) => p.code,
    pageSizes: POSITION_PAGE_SIZES,
    queryKey: ['position', 'picker'],
    filters: { name },
    fetch: positionPage,
    emptyWarning: t('web.positionPicker.selectOne'),
    onOk,
  });

  const search = (values: { name?: string }) => {
    setName(values.name?.trim() || undefined);
    newSearch();
  };
  const label = (key: string) => t(fieldLabelKey(position, key));

  return (
    <Modal
      open={open}
      title={t('web.positionPicker.title')}
      width={POSITION_PICKER_WIDTH}
      onOk={confirm}
      onCancel={onCancel}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16 }}>
        <Form.Item name="name" label={t('web.positionPicker.name')}>
          <Input
            allowClear
            placeholder={t('web.kit.inputPlaceholder', { label: t('web.positionPicker.name') })}
          />
        </Form.Item>
        <SearchButtons form={form} onSearch={search} />
      </Form>
      <Table<PickedPosition>
        rowKey="code"
        size="small"
        {...table}
        columns={[
          { key: 'code', dataIndex: 'code', title: label('code') },
          { key: 'name', dataIndex: 'name', title: label('name') },
          { key: 'postRank', dataIndex: 'postRank_dictText', title: label('postRank') },
        ]}
        onRow={(row) => ({ onClick: () => toggle(row) })}
      />
    </Modal>
  );
}
