import { useState } from 'react';
import { App, Checkbox, Empty, Modal, Spin } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { departUserApi, type DepartUser } from './depart-user-api';

interface Props {
  departId: string;
  /** the user whose roles are edited; none: closed */
  user: DepartUser | null;
  onClose(): void;
}

/** 分配部门角色: which of the department's roles a user of it holds. */
export function DepartRoleAssignModal({ departId, user, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const key = ['departRole', 'user', departId, user?.id];
  const roles = useQuery({
    queryKey: ['departRole', 'list', { deptId: departId }],
    queryFn: () => departUserApi.roles(departId),
    enabled: user !== null,
  });
  const held = useQuery({
    queryKey: key,
    queryFn: () => departUserApi.userRoles(user?.id ?? '', departId),
    enabled: user !== null,
  });
  const [edited, setEdited] = useState<{ for: string[] | undefined; ids: string[] } | null>(null);
  const checked = edited && edited.for === held.data ? edited.ids : (held.data ?? []);

  const mutation = useMutation({
    mutationFn: () => departUserApi.saveUserRoles(user?.id ?? '', checked, held.data ?? []),
    onSuccess: async () => {
      void message.success(t('web.sysDepart.saved'));
      setEdited(null);
      await queryClient.invalidateQueries({ queryKey: key });
      onClose();
    },
  });

  return (
    <Modal
      open={user !== null}
      title={t('web.sysDepart.assignTitle', { name: user?.realname ?? '' })}
      onCancel={onClose}
      onOk={() => mutation.mutate()}
      confirmLoading={mutation.isPending}
      destroyOnHidden
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
    >
      {roles.isLoading || held.isLoading ? (
        <Spin />
      ) : !roles.data?.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('web.sysDepart.noDepartRoles')} />
      ) : (
        <Checkbox.Group
          value={checked}
          onChange={(ids) => setEdited({ for: held.data, ids: ids.map(String) })}
          options={roles.data.map((r) => ({ value: r.id, label: `${r.roleName}（${r.roleCode}）` }))}
        />
      )}
    </Modal>
  );
}
