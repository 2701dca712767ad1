import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../lib/errors';

/** One level of a category code: a letter and two digits, A01 … A99, B01 … Z99. */
const SEGMENT = /^[A-Z]\d{2}$/;

/** The segment after `last` (A99 → B01), or null when Z99 was the last. */
export function nextSegment(last: string | null): string | null {
  if (last === null || !SEGMENT.test(last)) return 'A01';
  const letter = last.charCodeAt(0);
  const num = Number(last.slice(1));
  if (num < 99) return `${last[0]}${String(num + 1).padStart(2, '0')}`;
  return letter < 90 ? `${String.fromCharCode(letter + 1)}01` : null;
}

/** Rows at the top of the tree have no parent: null, '' or '0' (as the original platform stores them). */
export const isRootPid = (pid: string | null | undefined): boolean =>
  pid === null || pid === undefined || pid === '' || pid === '0';

/**
 * The code of a new category under `pid` (null: a top node): the parent's code plus the next free
 * segment among its children, so A01, A02 … at the top and A01A01, A01A02 … below A01. The unique index
 * on sys_category.code refuses a code two writers took at once. The fill-rule engine calls this for
 * the rule class 'category_code'.
 * @example await nextCategoryCode(ctx.db, null) // 'A03' when A01 and A02 exist
 */
export async function nextCategoryCode(db: Kysely<Database>, pid: string | null): Promise<string> {
  let prefix = '';
  let siblings = db.selectFrom('sys_category').select('code');
  if (isRootPid(pid)) {
    siblings = siblings.where((eb) =>
      eb.or([eb('pid', 'is', null), eb('pid', '=', ''), eb('pid', '=', '0')]),
    );
  } else {
    const parent = await db
      .selectFrom('sys_category')
      .select('code')
      .where('id', '=', pid as string)
      .executeTakeFirst();
    if (!parent) throw new AppError(400, 'sysCategory.parentNotFound');
    prefix = parent.code;
    siblings = siblings.where('pid', '=', pid as string);
  }
  const segments = (await siblings.execute())
    .map((r) => r.code.slice(prefix.length))
    .filter((s) => SEGMENT.test(s))
    .sort();
  const next = nextSegment(segments.at(-1) ?? null);
  if (next === null) throw new AppError(409, 'sysCategory.codeExhausted');
  return prefix + next;
}
