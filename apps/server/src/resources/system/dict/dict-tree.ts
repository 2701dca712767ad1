import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { kitDb } from '../../../kit/table';
import type { Row } from '../../../kit/table';
import { checkWhitelist, guardedQuery, lookupFilters, parseCondition } from './table-dict';

/** A node of the tree select (spec widgets §3): leaf is 1 or 0; isLeaf its boolean. */
export interface TreeSelectNode {
  key: string;
  value: string;
  title: string;
  label: string;
  leaf: 0 | 1;
  isLeaf: boolean;
}

export interface TreeQuery {
  pid?: string;
  tableName: string;
  text: string;
  code: string;
  pidField: string;
  hasChildField?: string;
  condition?: string;
}

/**
 * One level of a whitelisted table's tree: the rows under `pid` (the top: pidField empty, null or '0'),
 * leaf from hasChildField ('1' has children) or, without it, from whether any row names them as parent.
 * @example await treeLevel(ctx, request, { tableName: 'sys_depart', text: 'depart_name', code: 'id', pidField: 'parent_id' })
 */
export async function treeLevel(
  ctx: AppContext,
  request: FastifyRequest,
  q: TreeQuery,
): Promise<TreeSelectNode[]> {
  const table = q.tableName.toLowerCase();
  const [text, code, pidField] = [q.text, q.code, q.pidField].map((c) => c.toLowerCase());
  const hasChild = q.hasChildField?.toLowerCase();
  const condition = parseCondition(q.condition);
  await checkWhitelist(ctx, table, [
    text,
    code,
    pidField,
    ...(hasChild ? [hasChild] : []),
    ...Object.keys(condition),
  ]);
  const filters = await lookupFilters(ctx, request, table, condition);
  const db = kitDb(ctx);
  return guardedQuery(async () => {
    const pid = q.pid?.trim() ?? '';
    const rows: Row[] = await db
      .selectFrom(table)
      .select([
        sql.ref<string>(code).as('key'),
        sql.ref<string>(text).as('title'),
        ...(hasChild ? [sql.ref<string>(hasChild).as('has_child')] : []),
      ])
      .where((eb) =>
        eb.and([
          ...filters(eb),
          pid === ''
            ? eb.or([
                eb(sql.ref(pidField), 'is', null),
                eb(sql.ref(pidField), '=', ''),
                eb(sql.ref(pidField), '=', '0'),
              ])
            : eb(sql.ref(pidField), '=', pid),
        ]),
      )
      .orderBy(sql.ref(code))
      .execute();
    const keys = rows.map((r) => String(r.key));
    let parents = new Set<string>();
    if (!hasChild && keys.length > 0) {
      const children = await db
        .selectFrom(table)
        .select(sql.ref<string>(pidField).as('pid'))
        .where(sql.ref(pidField), 'in', keys)
        .execute();
      parents = new Set(children.map((c) => String(c.pid)));
    }
    return rows.map((r) => {
      const key = String(r.key);
      const title = r.title === null ? key : String(r.title);
      const leaf = hasChild ? String(r.has_child ?? '0') !== '1' : !parents.has(key);
      return { key, value: key, title, label: title, leaf: leaf ? 1 : 0, isLeaf: leaf };
    });
  });
}
