import { useEffect, useState } from 'react';
import { Col, Row } from 'antd';
import { useSearchParams } from 'react-router';
import { RoleListPanel } from './role-list-panel';
import { RoleUsersPanel } from './role-users-panel';
import { roleUserApi, type RoleRow } from './role-user-api';

/** 角色用户: roles on the left, the chosen role's users on the right; `?roleId=` (from 角色管理's 用户) preselects one. */
export function RoleUserPage() {
  const [params, setParams] = useSearchParams();
  const [role, setRole] = useState<RoleRow | null>(null);
  const wanted = params.get('roleId');

  useEffect(() => {
    if (!wanted || role?.id === wanted) return;
    let live = true;
    void roleUserApi.all().then(
      (all) => {
        const found = all.find((r) => r.id === wanted);
        if (live && found) setRole(found);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, role]);

  const choose = (next: RoleRow) => {
    setRole(next);
    setParams({ roleId: next.id }, { replace: true });
  };

  return (
    <Row gutter={16}>
      <Col xs={24} lg={10}>
        <RoleListPanel selected={role?.id ?? null} onSelect={choose} />
      </Col>
      <Col xs={24} lg={14}>
        <RoleUsersPanel key={role?.id ?? 'none'} role={role} />
      </Col>
    </Row>
  );
}
