import type { NoticeItem } from './notice-api';

/**
 * Where a notice leads: a page of the app with `busId` as its form id (openType component), a link
 * (url: 去处理 in the detail), or nowhere (the detail modal alone).
 * @example noticeTarget({ openType: 'component', openPage: '/isystem/user', busId: '42' }) // { kind: 'page', to: '/isystem/user?busId=42' }
 */
export function noticeTarget(
  item: Pick<NoticeItem, 'openType' | 'openPage' | 'busId'>,
): { kind: 'page' | 'link'; to: string; external: boolean } | null {
  const page = item.openPage?.trim();
  if (!page || (item.openType !== 'component' && item.openType !== 'url')) return null;
  const external = /^https?:\/\//i.test(page);
  if (item.openType === 'url') return { kind: 'link', to: page, external };
  const path = page.startsWith('/') ? page : `/${page}`;
  const to = item.busId
    ? `${path}${path.includes('?') ? '&' : '?'}busId=${encodeURIComponent(item.busId)}`
    : path;
  return { kind: 'page', to, external: false };
}
