import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';

/** A kit table as Kysely sees it: columns named by the definition, values of any type. */
export type Row = Record<string, unknown>;
export type KitDb = Kysely<Record<string, Row>>;
export type KitTx = Transaction<Record<string, Row>>;

/** The database without the foundation's static table types: a definition names its own table and columns. */
export function kitDb(ctx: AppContext): KitDb {
  return ctx.db as unknown as KitDb;
}

/** A kit transaction with the product's table types, for hooks that name their own tables. */
export function typedTx(tx: KitTx): Transaction<Database> {
  return tx as unknown as Transaction<Database>;
}

/**
 * The context whose database is this transaction, for services a hook calls inside a write: on SQLite the
 * transaction holds the one writer connection, so a write around it would wait for ever and a read around it
 * would miss the rows written so far.
 */
export function inTransaction(ctx: AppContext, tx: KitTx): AppContext {
  return { ...ctx, db: typedTx(tx) };
}

/** Escapes LIKE wildcards with `!`, an escape character all three dialects read the same way. */
export function likePattern(rule: 'like' | 'left_like' | 'right_like', text: string): string {
  const escaped = text.replace(/[!%_]/g, (c) => `!${c}`);
  if (rule === 'like') return `%${escaped}%`;
  return rule === 'left_like' ? `%${escaped}` : `${escaped}%`;
}
