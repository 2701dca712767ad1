import type { TFunction } from 'i18next';

/**
 * The pagination's total text of widgets §9, '{from}-{to} 共{n}条' (translated in en/ru), for `showTotal`.
 * @example <Table pagination={{ total, showTotal: pageTotal(t) }} />
 */
export function pageTotal(t: TFunction): (total: number, range: [number, number]) => string {
  return (total, [from, to]) => t('web.lists.rangeTotal', { from, to, total });
}
