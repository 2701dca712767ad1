import { Button } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '../lib/chunk';

/**
 * A page that failed to load (chunk timeout, broken import) or threw: says so and offers a retry.
 * Plain markup, as this sits in the entry chunk.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk = error instanceof ChunkLoadError;
  return (
    <div role="alert" style={{ padding: '64px 24px', textAlign: 'center' }}>
      <WarningOutlined style={{ fontSize: 64, color: '#faad14' }} />
      <h2>{t(chunk ? 'web.chunk.title' : 'web.exception.title500')}</h2>
      <p style={{ color: 'rgba(0,0,0,0.45)' }}>{t(chunk ? 'web.chunk.description' : 'web.exception.desc500')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('web.chunk.retry')}
      </Button>
    </div>
  );
}
