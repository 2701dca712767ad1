import { useEffect } from 'react';
import { Form, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../../kit/resource-api';
import type { FormMode } from '../../../kit/use-resource-form';
import { DepartSelect } from '../../../widgets/depart-select/depart-select';
import { userAdminApi } from './user-api';

const split = (value: unknown) => (typeof value === 'string' ? value.split(',').filter(Boolean) : []);

/**
 * 角色分配 and 所属部门 of the user drawer: saved with the user as comma-joined ids (`selectedroles`,
 * `selecteddeparts`), filled from the record the list answered.
 */
export function UserFormSection({ mode, record }: { mode: FormMode; record: Row | null }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const roles = useQuery({ queryKey: ['role', 'queryall'], queryFn: userAdminApi.roles, staleTime: 60_000 });

  const initial = {
    selectedroles: String(record?.selectedroles ?? ''),
    selecteddeparts: String(record?.selecteddeparts ?? ''),
  };
  // another record fills the fields here; reopening the same one is covered by initialValue, which the form's reset restores
  useEffect(() => {
    form.setFieldsValue({
      selectedroles: String(record?.selectedroles ?? ''),
      selecteddeparts: String(record?.selecteddeparts ?? ''),
    });
  }, [form, mode, record]);

  return (
    <>
      <Form.Item
        name="selectedroles"
        initialValue={initial.selectedroles}
        label={t('web.sysUser.roles')}
        getValueProps={(v: unknown) => ({ value: split(v) })}
        normalize={(v: string[] | undefined) => (v ?? []).join(',')}
      >
        <Select
          mode="multiple"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('web.kit.selectPlaceholder', { label: t('web.sysUser.roles') })}
          options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.roleName }))}
        />
      </Form.Item>
      <Form.Item
        name="selecteddeparts"
        initialValue={initial.selecteddeparts}
        label={t('web.sysUser.departs')}
        extra={t('web.formHints.departs')}
      >
        <DepartSelect
          multiple
          valueKey="id"
          placeholder={t('web.kit.selectPlaceholder', { label: t('web.sysUser.departs') })}
        />
      </Form.Item>
    </>
  );
}
