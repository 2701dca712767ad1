import { lazy, Suspense, useState } from 'react';
import { Alert, Segmented } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountLoginForm } from './account-login-form';
import { PhoneLoginForm } from './phone-login-form';
import { useLoginFinish } from './use-login-finish';

const PostLoginDialogs = lazy(() => import('./post-login-dialogs'));

type Mode = 'account' | 'phone';

/** Login screen: account and phone modes, then tenant choice and a forced password change if needed. */
export function LoginPage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('account');
  const [error, setError] = useState<string | null>(null);
  const { step, finish, chooseTenant, passwordChanged } = useLoginFinish();
  const onSuccess = (r: Parameters<typeof finish>[0]) => {
    setError(null);
    finish(r);
  };

  return (
    <div>
      <Segmented<Mode> block value={mode} style={{ marginBottom: 24 }}
        onChange={(m) => { setMode(m); setError(null); }}
        options={[{ value: 'account', label: t('web.login.tabAccount') }, { value: 'phone', label: t('web.login.tabPhone') }]} />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {mode === 'account' ? <AccountLoginForm onSuccess={onSuccess} onError={setError} /> : <PhoneLoginForm onSuccess={onSuccess} onError={setError} />}
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16 }}>
        <Link to="/user/alteration">{t('web.login.forgot')}</Link>
        <Link to="/user/register">{t('web.login.register')}</Link>
      </div>
      {step.kind !== 'idle' && (
        <Suspense fallback={null}>
          <PostLoginDialogs tenants={step.kind === 'tenant' ? step.tenants : null} passwordFor={step.kind === 'password' ? step.username : null}
            onTenant={chooseTenant} onPasswordChanged={passwordChanged} />
        </Suspense>
      )}
    </div>
  );
}
