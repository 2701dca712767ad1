import { AppError } from '../../../lib/errors';
import type { ResourceHooks } from '../../../kit/save';
import { typedTx } from '../../../kit/table';
import type { KitTx } from '../../../kit/table';
import { isRootPid, nextCategoryCode } from './category-code';

async function markHasChild(tx: KitTx, ids: string[]): Promise<void> {
  for (const id of ids) {
    const child = await tx
      .selectFrom('sys_category')
      .select('id')
      .where('pid', '=', id)
      .limit(1)
      .executeTakeFirst();
    await tx
      .updateTable('sys_category')
      .set({ has_child: child ? '1' : '0' })
      .where('id', '=', id)
      .execute();
  }
}

/**
 * Categories: the server gives a new node its code under its parent and keeps has_child right; a node
 * keeps its parent (its code depends on it); a node with children outside the deletion is refused, so a
 * delete never leaves orphans.
 */
export function categoryHooks(): ResourceHooks {
  return {
    beforeWrite: async (columns, { mode, id, tx, stored }) => {
      if (mode === 'add') {
        const pid = isRootPid(columns.pid as string | null | undefined) ? null : String(columns.pid);
        columns.pid = pid;
        // checked now for a clear 400; the code itself is drawn in afterWrite, once the row is written,
        // so the rows of one Excel import get consecutive codes instead of the same one
        await nextCategoryCode(typedTx(tx), pid);
        columns.code = `~${id}`;
        columns.has_child = '0';
        return;
      }
      if (columns.pid === undefined) return;
      const storedPid = stored?.pid as string | null | undefined;
      const same =
        (isRootPid(storedPid) && isRootPid(columns.pid as string | null)) || storedPid === columns.pid;
      if (!same) throw new AppError(400, 'sysCategory.pidFixed');
      delete columns.pid;
    },
    afterWrite: async (tx, { mode, id }) => {
      if (mode !== 'add') return;
      const row = await tx
        .selectFrom('sys_category')
        .select('pid')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const code = await nextCategoryCode(typedTx(tx), row.pid as string | null);
      await tx.updateTable('sys_category').set({ code }).where('id', '=', id).execute();
      if (!isRootPid(row.pid as string | null)) await markHasChild(tx, [String(row.pid)]);
    },
    beforeDelete: async (tx, ids) => {
      const going = new Set(ids);
      const children = await tx
        .selectFrom('sys_category')
        .select(['id', 'name'])
        .where('pid', 'in', ids)
        .execute();
      const staying = children.filter((c) => !going.has(String(c.id)));
      if (staying.length > 0) {
        throw new AppError(409, 'sysCategory.hasChildren', {
          names: staying
            .slice(0, 5)
            .map((c) => String(c.name))
            .join('、'),
        });
      }
      const rows = await tx.selectFrom('sys_category').select('pid').where('id', 'in', ids).execute();
      const parents = [
        ...new Set(
          rows
            .map((r) => r.pid as string | null)
            .filter((p): p is string => !isRootPid(p) && !going.has(p as string)),
        ),
      ];
      // the rows go after this hook, inside the same transaction: mark the parents as they will be
      for (const parent of parents) {
        const left = await tx
          .selectFrom('sys_category')
          .select('id')
          .where('pid', '=', parent)
          .where('id', 'not in', ids)
          .limit(1)
          .executeTakeFirst();
        await tx
          .updateTable('sys_category')
          .set({ has_child: left ? '1' : '0' })
          .where('id', '=', parent)
          .execute();
      }
    },
  };
}
