import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

export function RegisterResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <Result
      status="success"
      title={t('web.register.resultTitle')}
      subTitle={t('web.register.resultText', { username: params.get('username') ?? '' })}
      extra={
        <Button type="primary" onClick={() => navigate('/user/login')}>
          {t('web.register.toLogin')}
        </Button>
      }
    />
  );
}
