import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '@weld/core';

/** Result pages of the menu (result/Success, result/Error). */
function ResultPage({ ok }: { ok: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const kind = ok ? 'success' : 'error';
  return (
    <Result
      status={kind}
      title={t(`web.result.${kind}Title`)}
      subTitle={t(`web.result.${kind}Text`)}
      extra={[
        <Button type="primary" key="home" onClick={() => navigate(HOME_PATH)}>
          {t('web.exception.backHome')}
        </Button>,
        <Button key="back" onClick={() => navigate(-1)}>
          {t('web.result.back')}
        </Button>,
      ]}
    />
  );
}

export const ResultSuccess = () => <ResultPage ok />;
export const ResultError = () => <ResultPage ok={false} />;
