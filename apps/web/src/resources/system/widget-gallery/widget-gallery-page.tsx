import { useMemo } from 'react';
import { Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { lazyWidget } from '../../../widgets/lazy-widget';
import { gallerySections } from './sections';

/**
 * 组件示例 ('system/WidgetGallery'): every widget of the kit on realistic data, one tab per family; the
 * open tab is kept in `?tab=` so a link (or a browser test) lands on it.
 * @example pageRegistry['system/WidgetGallery']
 */
export function WidgetGalleryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const sections = useMemo(() => gallerySections.map((s) => ({ ...s, Section: lazyWidget(s.load) })), []);
  const active = sections.some((s) => s.key === params.get('tab'))
    ? (params.get('tab') as string)
    : sections[0].key;
  return (
    <Card>
      <Typography.Paragraph type="secondary">{t('web.gallery.intro')}</Typography.Paragraph>
      <Tabs
        activeKey={active}
        destroyOnHidden
        onChange={(key) =>
          setParams(
            (p) => {
              p.set('tab', key);
              return p;
            },
            { replace: true },
          )
        }
        items={sections.map(({ key, title, Section }) => ({ key, label: t(title), children: <Section /> }))}
      />
    </Card>
  );
}
