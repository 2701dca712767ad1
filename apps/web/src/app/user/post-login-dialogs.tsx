import { App as AntApp } from 'antd';
import type { TenantInfo } from '@weld/core';
import { ChangePasswordDialog } from '../../widgets/change-password/change-password-dialog';
import { TenantDialog } from './tenant-dialog';

interface Props {
  tenants: TenantInfo[] | null;
  passwordFor: string | null;
  onTenant: (id: number) => void;
  onPasswordChanged: () => void;
}

/** Tenant choice and forced password change; a separate chunk, fetched only when a login needs them. */
export default function PostLoginDialogs({ tenants, passwordFor, onTenant, onPasswordChanged }: Props) {
  return (
    <AntApp>
      {tenants && <TenantDialog tenants={tenants} onChoose={onTenant} />}
      <ChangePasswordDialog open={passwordFor !== null} forced username={passwordFor} onClose={() => undefined} onChanged={onPasswordChanged} />
    </AntApp>
  );
}
