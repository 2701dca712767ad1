import type { PageResult } from '@weld/core';
import { http } from '../../lib/http';
import { unwrap } from '../../lib/http/unwrap';

/** A row of GET /sys/position/list as the picker shows it. */
export interface PickedPosition {
  id: string;
  code: string;
  name: string;
  postRank?: string | null;
  postRank_dictText?: string | null;
}

export interface PositionQuery {
  pageNo: number;
  pageSize: number;
  /** contains, sent value-encoded as `*name*` */
  name?: string;
}

/**
 * A page of positions for the picker, newest first.
 * @example await positionPage({ pageNo: 1, pageSize: 5, name: '焊' })
 */
export async function positionPage(q: PositionQuery): Promise<PageResult<PickedPosition>> {
  const name = q.name?.trim();
  return unwrap(
    await http.get<PageResult<PickedPosition>>('/sys/position/list', {
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      column: 'createTime',
      order: 'desc',
      name: name ? `*${name}*` : undefined,
    }),
  );
}

/**
 * The positions of these codes (for the names of a stored value), in the order given; unknown codes are left out.
 * @example await positionsByCode(['P01', 'P02'])
 */
export async function positionsByCode(codes: string[]): Promise<PickedPosition[]> {
  if (codes.length === 0) return [];
  // `a,b` asks for an `in` filter; a single code would be a contains search, so exact matches are kept below
  const page = unwrap(
    await http.get<PageResult<PickedPosition>>('/sys/position/list', {
      pageNo: 1,
      pageSize: Math.max(codes.length * 5, 10),
      code: codes.length > 1 ? codes.join(',') : codes[0],
    }),
  );
  return codes.flatMap((c) => page.records.filter((r) => r.code === c));
}
