import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../lib/errors';

type Db = Kysely<Database> | Transaction<Database>;

/** One level of an org code: a letter and two digits, A01 … A99, B01 … Z99. */
const SEGMENT = /^[A-Z]\d\d$/;
const FIRST = 'A01';
/** the row of sys_depart_code_lock that top-level allocations lock (top-level codes have no parent row) */
export const TOP_LEVEL_LOCK = 'top';
/** placeholder code of a row until its code is drawn: outside every code range */
export const PENDING_CODE_PREFIX = '#';

/** The segment after `segment`, or null after Z99. @example nextSegment('A99') // 'B01' */
export function nextSegment(segment: string): string | null {
  const letter = segment.charCodeAt(0);
  const n = Number(segment.slice(1));
  if (n < 99) return `${segment[0]}${String(n + 1).padStart(2, '0')}`;
  if (segment[0] === 'Z') return null;
  return `${String.fromCharCode(letter + 1)}01`;
}

/**
 * Whether the database takes row locks (`for update`): PostgreSQL and MySQL do; SQLite has one writer at
 * a time already and refuses the clause. Told apart by the SQL Kysely compiles (no public dialect getter).
 */
function takesRowLocks(db: Db): boolean {
  const compiled = db.selectFrom('sys_depart').select('id').where('id', '=', '').compile().sql;
  return compiled.includes('$1') || compiled.includes('`');
}

/**
 * The next free org code under a parent (null: top level): the parent's code plus the segment after the
 * highest one in use on that level, deleted departments included (their codes stay taken). Inside the add
 * transaction on PostgreSQL/MySQL it locks the level first, so two adds never draw the same code; the fill
 * rule engine (rule class 'org_code') calls it too. Throws 400 when the parent does not exist.
 * @example const code = await nextOrgCode(tx, 'depart-A01') // 'A01A04'
 */
export async function nextOrgCode(db: Db, parentId: string | null | undefined): Promise<string> {
  // every read here locks (on PostgreSQL/MySQL): the first lock serialises the level, and locking reads
  // see rows committed after the transaction began, which MySQL's plain reads (repeatable read) do not
  const locks = takesRowLocks(db);
  let prefix = '';
  if (parentId) {
    const query = db
      .selectFrom('sys_depart')
      .select('org_code')
      .where('id', '=', parentId)
      .where('del_flag', '=', 0);
    const parent = await (locks ? query.forUpdate() : query).executeTakeFirst();
    if (!parent) throw new AppError(400, 'sysDepart.parentMissing');
    prefix = parent.org_code;
  } else if (locks) {
    await db
      .selectFrom('sys_depart_code_lock')
      .select('id')
      .where('id', '=', TOP_LEVEL_LOCK)
      .forUpdate()
      .execute();
  }
  // a key range, not a LIKE scan: rows other adds are inserting (codes still '#…') lie outside it
  const query = db
    .selectFrom('sys_depart')
    .select('org_code')
    .where('org_code', '>=', `${prefix}A01`)
    .where('org_code', '<=', `${prefix}Z99`);
  const rows = await (locks ? query.forUpdate() : query).execute();
  const used = rows
    .map((r) => r.org_code)
    .filter(
      (c) => c.length === prefix.length + 3 && c.startsWith(prefix) && SEGMENT.test(c.slice(prefix.length)),
    );
  if (used.length === 0) return prefix + FIRST;
  const next = nextSegment(used.sort().at(-1)!.slice(prefix.length));
  if (!next) throw new AppError(409, 'sysDepart.codesExhausted');
  return prefix + next;
}
