import { useEffect, useLayoutEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '../lib/chunk';
import { loadAdminTexts } from '../lib/i18n';
import { removeSplash } from '../lib/splash';

/** A stylesheet failure's texts travel with the shell's later texts; until they arrive, the chunk texts stand in. */
function useCssTexts(wanted: boolean): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.exists('web.shellAccess.cssTitle'));
  useEffect(() => {
    if (wanted && !ready)
      loadAdminTexts().then(
        () => setReady(true),
        () => undefined,
      );
  }, [wanted, ready]);
  return wanted && ready;
}

/**
 * A page that failed to load (chunk timeout, broken import, a stylesheet that did not load) or threw:
 * says which and offers a retry. Plain markup, as this sits in the entry chunk.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk = error instanceof ChunkLoadError;
  const css = useCssTexts(chunk && error.kind === 'css');
  const title = css ? 'web.shellAccess.cssTitle' : chunk ? 'web.chunk.title' : 'web.exception.title500';
  const description = css
    ? 'web.shellAccess.cssDescription'
    : chunk
      ? 'web.chunk.description'
      : 'web.exception.desc500';
  useLayoutEffect(removeSplash, []);
  return (
    <div
      role="alert"
      data-failure={chunk ? error.kind : 'error'}
      style={{ padding: '64px 24px', textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}
    >
      <svg width="64" height="64" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 2 1 21h22L12 2zm0 5 7.5 12h-15L12 7zm-1 4v4h2v-4h-2zm0 5v2h2v-2h-2z" fill="#faad14" />
      </svg>
      <h2>{t(title)}</h2>
      <p style={{ color: 'var(--weld-text-tertiary)' }}>{t(description)}</p>
      <button type="button" className="weld-btn-primary" onClick={() => window.location.reload()}>
        {t('web.chunk.retry')}
      </button>
    </div>
  );
}
