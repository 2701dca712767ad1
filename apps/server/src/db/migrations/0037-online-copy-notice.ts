import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

/**
 * A copy view's notice: the fields a sync of its original dropped from it (their columns were gone), as a comma
 * list the designer shows on the copy until the copy is saved again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('onl_cgform_head').addColumn('copy_dropped', 'varchar(2000)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('onl_cgform_head').dropColumn('copy_dropped').execute();
}
