import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountLoginForm } from './account-login-form';
import { PhoneLoginForm } from './phone-login-form';
import { useLoginFinish } from './use-login-finish';
import './login.css';

/** The dialogs after login need Ant Design; they and it load only when a login needs them. */
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
  const modes: Mode[] = ['account', 'phone'];

  return (
    <div>
      <div className="weld-login-modes" role="tablist">
        {modes.map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            onClick={() => {
              setMode(m);
              setError(null);
            }}
          >
            {t(m === 'account' ? 'web.login.tabAccount' : 'web.login.tabPhone')}
          </button>
        ))}
      </div>
      {error && (
        <div className="weld-login-alert" role="alert">
          {error}
        </div>
      )}
      {mode === 'account' ? (
        <AccountLoginForm onSuccess={onSuccess} onError={setError} />
      ) : (
        <PhoneLoginForm onSuccess={onSuccess} onError={setError} />
      )}
      <div className="weld-login-links">
        <Link to="/user/alteration">{t('web.login.forgot')}</Link>
        <Link to="/user/register">{t('web.login.register')}</Link>
      </div>
      {step.kind !== 'idle' && (
        <Suspense fallback={null}>
          <PostLoginDialogs
            tenants={step.kind === 'tenant' ? step.tenants : null}
            passwordFor={step.kind === 'password' ? step.username : null}
            onTenant={chooseTenant}
            onPasswordChanged={passwordChanged}
          />
        </Suspense>
      )}
    </div>
  );
}
