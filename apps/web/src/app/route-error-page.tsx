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
    <div role="alert" style={{ padding: '64px 24px', textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}>
      <svg width="64" height="64" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 2 1 21h22L12 2zm0 5 7.5 12h-15L12 7zm-1 4v4h2v-4h-2zm0 5v2h2v-2h-2z" fill="#faad14" />
      </svg>
      <h2>{t(chunk ? 'web.chunk.title' : 'web.exception.title500')}</h2>
      <p style={{ color: 'rgba(0,0,0,0.45)' }}>{t(chunk ? 'web.chunk.description' : 'web.exception.desc500')}</p>
      <button type="button" className="weld-btn-primary" onClick={() => window.location.reload()}>
        {t('web.chunk.retry')}
      </button>
    </div>
  );
}
