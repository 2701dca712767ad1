import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '@weld/core';

function ExceptionPage({ status }: { status: 403 | 404 | 500 }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status={String(status) as '403' | '404' | '500'}
      title={t(`web.exception.title${status}`)}
      subTitle={t(`web.exception.desc${status}`)}
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          {t('web.exception.backHome')}
        </Button>
      }
    />
  );
}

export const Exception403 = () => <ExceptionPage status={403} />;
export const Exception404 = () => <ExceptionPage status={404} />;
export const Exception500 = () => <ExceptionPage status={500} />;
