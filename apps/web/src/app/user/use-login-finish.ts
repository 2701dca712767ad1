import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoginResult, TenantInfo } from '@weld/core';
import { HOME_PATH } from '@weld/core';
import { session } from '../../lib/session';

type Step =
  { kind: 'idle' } | { kind: 'tenant'; tenants: TenantInfo[] } | { kind: 'password'; username: string };

/** After a successful login: choose a tenant when there are several, force a password change, then enter. */
export function useLoginFinish() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [result, setResult] = useState<LoginResult | null>(null);

  const enter = useCallback(() => {
    setStep({ kind: 'idle' });
    navigate(params.get('redirect') || HOME_PATH, { replace: true });
  }, [navigate, params]);

  const afterTenant = useCallback(
    (r: LoginResult) => {
      if (r.userInfo.mustChangePassword) setStep({ kind: 'password', username: r.userInfo.username });
      else enter();
    },
    [enter],
  );

  const finish = useCallback(
    (r: LoginResult) => {
      session.saveLogin(r);
      setResult(r);
      if (r.tenantList.length > 1) setStep({ kind: 'tenant', tenants: r.tenantList });
      else afterTenant(r);
    },
    [afterTenant],
  );

  const chooseTenant = useCallback(
    (id: number) => {
      session.setTenantId(id);
      if (result) afterTenant(result);
    },
    [afterTenant, result],
  );

  const passwordChanged = useCallback(() => {
    const info = session.userInfo();
    if (info) session.setUserInfo({ ...info, mustChangePassword: false });
    enter();
  }, [enter]);

  return { step, finish, chooseTenant, passwordChanged };
}
