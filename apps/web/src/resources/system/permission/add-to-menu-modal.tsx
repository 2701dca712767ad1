import { useEffect, useMemo, useState } from 'react';
import { App, Form, Input, InputNumber, Modal, TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadMenu } from '../../../lib/menu-store';
import { IconInput } from '../../../widgets/icon-picker/icon-input';
import type { PermissionNode } from '@weld/core';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';
import { parentChoices, permissionKeys } from './permission-api';

/** Where and how a screen enters the menu: its parent (none: top level), name, icon and order. */
export interface MenuEntry {
  parentId?: string | null;
  name: string;
  icon?: string | null;
  sortNo?: number;
}

interface Props {
  /** the entry's name to start from (the form's or report's own) */
  name: string;
  /** the server call that adds the entry with its rights; a refusal is reported by the HTTP client */
  onSubmit(entry: MenuEntry): Promise<unknown>;
  onClose(): void;
}

/**
 * 添加到菜单 of the online builders: a 菜单管理 entry opening a form's list or a report, under a chosen menu (none:
 * a top-level menu); the caller's call adds it with the screen's rights, so roles can be granted them.
 * @example <AddToMenuModal name="焊缝台账" onSubmit={(entry) => cgformApi.addToMenu({ ...entry, id })} onClose={close} />
 */
export function AddToMenuModal({ name, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<MenuEntry>();
  const [saving, setSaving] = useState(false);
  // the menu tree needs 菜单管理's right: without it the entry goes to the top level
  const tree = useQuery({
    queryKey: permissionKeys.list,
    queryFn: async () =>
      unwrap(await http.get<PermissionNode[]>('/sys/permission/list', undefined, { silent: true })),
    retry: false,
  });
  const parents = useMemo(() => parentChoices(tree.data ?? [], null), [tree.data]);
  const label = (key: string) => t(`web.cgform.addToMenu.${key}`);

  useEffect(() => form.setFieldsValue({ name, sortNo: 1 }), [form, name]);

  async function submit() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    const done = await onSubmit(values).then(
      () => true,
      () => false,
    );
    setSaving(false);
    if (!done) return;
    void message.success(label('done'));
    // the admin's own side menu shows the entry at once
    await loadMenu().catch(() => undefined);
    onClose();
  }

  return (
    <Modal
      open
      title={label('title')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="add-to-menu">
        <Form.Item name="parentId" label={label('parentId')} extra={label('parentHint')}>
          <TreeSelect
            treeData={parents}
            fieldNames={{ label: 'title', value: 'id', children: 'children' }}
            showSearch
            treeNodeFilterProp="title"
            allowClear
            loading={tree.isFetching}
            placeholder={label('topLevel')}
          />
        </Form.Item>
        <Form.Item name="name" label={label('name')} rules={[{ required: true, max: 255 }]}>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="icon" label={label('icon')}>
          <IconInput />
        </Form.Item>
        <Form.Item name="sortNo" label={label('sortNo')}>
          <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
