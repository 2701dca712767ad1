import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadWidgetTexts } from '../../lib/i18n';

/**
 * Whether the widget texts are in the bundle; asks for them once when not. For a light control (the
 * toolbar button) shown before any lazy widget has brought them.
 * @example const ready = useWidgetTexts(); return ready ? t('web.query.button') : null
 */
export function useWidgetTexts(): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.exists('web.query.button'));
  useEffect(() => {
    if (ready) return;
    // a failed load shows the keys rather than hiding the control for good
    void loadWidgetTexts().finally(() => setReady(true));
  }, [ready]);
  return ready;
}
