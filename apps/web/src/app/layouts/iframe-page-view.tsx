import { Button, Result } from 'antd';
import { useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { handleOf } from '../../lib/route-handle';
import { renderTemplateUrl } from '../../lib/template-url';

/** Shows a menu entry's url in a frame; placeholders come from a whitelist, never eval (layouts/IframePageView). */
export function IframePageView() {
  const { t } = useTranslation();
  const matches = useMatches();
  const location = useLocation();
  const meta = handleOf(matches[matches.length - 1]?.handle).meta;
  const pushed = (location.state as { url?: string } | null)?.url;
  const url = pushed || (meta?.url ? renderTemplateUrl(meta.url) : '');
  if (!url) return <Result status="404" title={t('web.iframe.noUrl')} />;
  return (
    <div>
      {meta?.internalOrExternal && (
        <div style={{ marginBottom: 8, textAlign: 'right' }}>
          <Button href={url} target="_blank" rel="noopener noreferrer">
            {t('web.iframe.openNew')}
          </Button>
        </div>
      )}
      <iframe className="weld-iframe" src={url} title={meta?.title ?? url} />
    </div>
  );
}
