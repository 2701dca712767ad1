import { useEffect, useMemo, useState } from 'react';
import { App, Button, Drawer, Form, Input, InputNumber, Radio, Space, Switch, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PermissionNode } from '@weld/core';
import { IconInput } from '../../../widgets/icon-picker/icon-input';
import { parentChoices, permissionApi, type PermissionInput } from './permission-api';

/** What the drawer edits: a new top menu, a new child of a node, or an existing node. */
export type FormTarget =
  { mode: 'add'; parent: PermissionNode | null } | { mode: 'edit'; node: PermissionNode };

interface Props {
  target: FormTarget | null;
  tree: PermissionNode[];
  onClose(): void;
  onSaved(): Promise<void> | void;
}

const SWITCHES = ['route', 'keepAlive', 'alwaysShow', 'hidden', 'hideTab', 'internalOrExternal'] as const;
const EMPTY: Partial<PermissionInput> = {
  menuType: 0,
  sortNo: 1,
  route: true,
  keepAlive: false,
  alwaysShow: false,
  hidden: false,
  hideTab: false,
  internalOrExternal: false,
  permsType: '1',
  status: '1',
  component: 'layouts/RouteView',
};

/** Menu rows (never buttons) as parent choices, without the node being edited and its subtree. */

/**
 * The menu form in a drawer: the fields follow the menu type (route fields for menus, the right's code,
 * policy and status for buttons), the icon comes from the icon picker; the server checks every flag.
 */
export function PermissionForm({ target, tree, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PermissionInput>();
  const [saving, setSaving] = useState(false);
  const menuType = Form.useWatch('menuType', form) ?? 0;
  const label = (key: string) => t(`resources.permission.fields.${key}`);
  const editing = target?.mode === 'edit' ? target.node : null;
  const parents = useMemo(() => parentChoices(tree, editing?.id ?? null), [tree, editing]);

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (target.mode === 'edit') form.setFieldsValue(target.node);
    else
      form.setFieldsValue(
        target.parent ? { ...EMPTY, menuType: 1, component: null, parentId: target.parent.id } : EMPTY,
      );
  }, [target, form]);

  async function submit() {
    // antd marks the refused fields itself
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    // a menu keeps the status and policy it had; the form shows them for buttons only
    const kept = editing ? { status: editing.status, permsType: editing.permsType } : {};
    const body: PermissionInput = {
      ...kept,
      ...values,
      sortNo: values.sortNo ?? 0,
      parentId: values.menuType === 0 ? null : (values.parentId ?? null),
      ...(editing ? { id: editing.id } : {}),
    };
    setSaving(true);
    const done = await (editing ? permissionApi.edit(body) : permissionApi.add(body)).then(
      () => true,
      () => false,
    );
    setSaving(false);
    if (!done) return;
    void message.success(t('web.kit.saved'));
    await onSaved();
    onClose();
  }

  const button = menuType === 2;
  const required = (key: string) => [
    { required: true, message: t('web.kit.required', { label: label(key) }) },
  ];
  return (
    <Drawer
      open={Boolean(target)}
      size={650}
      onClose={onClose}
      title={t(editing ? 'web.kit.editTitle' : 'web.kit.createTitle')}
      forceRender
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void submit()}>
            {t('common.ok')}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ span: 6 }}
        wrapperCol={{ span: 17 }}
        name="permission-form"
      >
        <Form.Item name="menuType" label={label('menuType')}>
          <Radio.Group
            options={[0, 1, 2].map((v) => ({ value: v, label: t(`web.sysPermission.type${v}`) }))}
          />
        </Form.Item>
        <Form.Item name="name" label={label('name')} rules={required('name')}>
          <Input maxLength={255} />
        </Form.Item>
        {menuType !== 0 && (
          <Form.Item name="parentId" label={label('parentId')} rules={required('parentId')}>
            <TreeSelect
              treeData={parents}
              fieldNames={{ label: 'title', value: 'id', children: 'children' }}
              treeDefaultExpandAll
              showSearch
              treeNodeFilterProp="title"
              allowClear
            />
          </Form.Item>
        )}
        {!button && (
          <>
            <Form.Item name="url" label={label('url')} rules={required('url')}>
              <Input maxLength={255} placeholder="/isystem/example" />
            </Form.Item>
            <Form.Item name="component" label={label('component')} rules={required('component')}>
              <Input maxLength={255} placeholder="system/ExampleList" />
            </Form.Item>
            <Form.Item name="componentName" label={label('componentName')}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="redirect" label={label('redirect')}>
              <Input maxLength={255} />
            </Form.Item>
            <Form.Item name="icon" label={label('icon')}>
              <IconInput />
            </Form.Item>
            <Form.Item name="linkUrl" label={label('linkUrl')}>
              <Input maxLength={500} placeholder="https://" />
            </Form.Item>
          </>
        )}
        <Form.Item name="perms" label={label('perms')} rules={button ? required('perms') : []}>
          <Input maxLength={1000} placeholder="system:example:add" />
        </Form.Item>
        {button && (
          <>
            <Form.Item name="permsType" label={label('permsType')}>
              <Radio.Group
                options={[
                  { value: '1', label: t('web.sysPermission.permsType1') },
                  { value: '2', label: t('web.sysPermission.permsType2') },
                ]}
              />
            </Form.Item>
            <Form.Item name="status" label={label('status')}>
              <Radio.Group
                options={[
                  { value: '1', label: t('web.sysPermission.statusOn') },
                  { value: '0', label: t('web.sysPermission.statusOff') },
                ]}
              />
            </Form.Item>
          </>
        )}
        <Form.Item name="sortNo" label={label('sortNo')}>
          <InputNumber min={0} max={99999} precision={0} />
        </Form.Item>
        {!button &&
          SWITCHES.map((key) => (
            <Form.Item key={key} name={key} label={label(key)} valuePropName="checked">
              <Switch
                checkedChildren={t('web.sysPermission.yes')}
                unCheckedChildren={t('web.sysPermission.no')}
              />
            </Form.Item>
          ))}
      </Form>
    </Drawer>
  );
}
