import { useEffect, useState } from 'react';
import { App as AntApp } from 'antd';
import type { TenantInfo } from '@weld/core';
import { ChangePasswordDialog } from '../../widgets/change-password/change-password-dialog';
import { AntdProviders, ensureAntdLocale } from '../antd-providers';
import { TenantDialog } from './tenant-dialog';

interface Props {
  tenants: TenantInfo[] | null;
  passwordFor: string | null;
  onTenant: (id: number) => void;
  onPasswordChanged: () => void;
}

/** Tenant choice and forced password change; a separate chunk, fetched only when a login needs them. */
export default function PostLoginDialogs({ tenants, passwordFor, onTenant, onPasswordChanged }: Props) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void ensureAntdLocale().then(() => setReady(true));
  }, []);
  if (!ready) return null;
  return (
    <AntdProviders>
      <AntApp>
        {tenants && <TenantDialog tenants={tenants} onChoose={onTenant} />}
        <ChangePasswordDialog
          open={passwordFor !== null}
          forced
          username={passwordFor}
          onClose={() => undefined}
          onChanged={onPasswordChanged}
        />
      </AntApp>
    </AntdProviders>
  );
}
