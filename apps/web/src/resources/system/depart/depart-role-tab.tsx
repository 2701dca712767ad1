import { useState } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { departRole } from '@weld/core';
import { ResourcePage } from '../../../kit/resource-page';
import { DepartRoleGrantDrawer } from './depart-role-grant-drawer';

/** 部门角色: the kit's list of the department's roles (listed by deptId), with 授权 per row. */
export function DepartRoleTab({ departId, canGrant }: { departId: string; canGrant: boolean }) {
  const { t } = useTranslation();
  const [granting, setGranting] = useState<string | null>(null);
  return (
    <>
      <ResourcePage
        definition={departRole}
        listParams={{ deptId: departId }}
        urls={{ exportXls: null, importExcel: null }}
        slots={{
          rowActions: canGrant
            ? (record) => <a onClick={() => setGranting(record.id)}>{t('web.sysDepart.authorize')}</a>
            : undefined,
          // a new role belongs to the department on screen; an edit keeps its department
          formSection: () => (
            <Form.Item name="departId" hidden initialValue={departId}>
              <Input />
            </Form.Item>
          ),
        }}
      />
      <DepartRoleGrantDrawer departId={departId} roleId={granting} onClose={() => setGranting(null)} />
    </>
  );
}
