import type { ReactNode } from 'react';
import { Button } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** What a list answer says of its total: `totalExact` false means `total` is "at least" (PageResult). */
export interface TotalOf {
  totalExact?: boolean;
}

/** '1-10 共 1,000+ 条' with a small link asking for the exact count, when the caller can ask. */
function AtLeastTotal({
  from,
  to,
  total,
  onCountExact,
}: {
  from: number;
  to: number;
  total: number;
  onCountExact?: () => void;
}) {
  const { t, i18n } = useTranslation();
  // i18next speaks zh_CN, Intl zh-CN: thousands grouped as the reader writes them
  const shown = total.toLocaleString(i18n.language.replace('_', '-'));
  return (
    <span>
      {t('web.lists.rangeAtLeast', { from, to, total: shown })}
      {onCountExact && (
        <Button type="link" size="small" onClick={onCountExact} style={{ paddingInline: 4, height: 'auto' }}>
          {t('web.lists.countExact')}
        </Button>
      )}
    </span>
  );
}

/**
 * The pagination's total text of widgets §9, '{from}-{to} 共{n}条' (translated in en/ru), for `showTotal`.
 * An answer whose count stopped early (`totalExact` false) reads '共 1,000+ 条', with 精确计数 when
 * `onCountExact` is given (it asks the list again with `totalExact=true`).
 * @example <Table pagination={{ total, showTotal: pageTotal(t, data, () => setExact(true)) }} />
 */
export function pageTotal(
  t: TFunction,
  page?: TotalOf,
  onCountExact?: () => void,
): (total: number, range: [number, number]) => ReactNode {
  return (total, [from, to]) =>
    page?.totalExact === false ? (
      <AtLeastTotal from={from} to={to} total={total} onCountExact={onCountExact} />
    ) : (
      t('web.lists.rangeTotal', { from, to, total })
    );
}
