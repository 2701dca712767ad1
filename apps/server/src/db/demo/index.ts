import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { seedDemoModels } from './models';
import { seedDemoManuals } from './manuals';
import { seedDemoPlc } from './plc';
import { seedDemoSequences } from './sequences';
import { seedDemoFirmware } from './firmware';
import { seedDemoProjects } from './projects';

/** Where a demo part stores the bytes of its files (the configured upload storage). */
export type DemoFileStore = (key: string, bytes: Buffer, mime: string) => Promise<void>;

/** The demo data set's parts in order (the model tree first: the others attach to it); each weld area adds its own. */
const parts: ((db: Kysely<Database>, now: string, files: DemoFileStore) => Promise<void>)[] = [
  seedDemoModels,
  seedDemoManuals,
  seedDemoPlc,
  seedDemoSequences,
  seedDemoFirmware,
  seedDemoProjects,
];

/**
 * Loads the demo data set (`--demo`), once: a database that already holds it is left alone. All of it
 * in one transaction, so a failure leaves no half demo behind.
 * @example await seedDemo(ctx.db, now(), (key, bytes, mime) => storeBytes(ctx.config, key, bytes, mime)) // true when loaded now
 */
export async function seedDemo(db: Kysely<Database>, now: string, files: DemoFileStore): Promise<boolean> {
  const present = await db
    .selectFrom('weld_model')
    .select('id')
    .where('id', '=', 'demo-MIG')
    .executeTakeFirst();
  if (present) return false;
  await db.transaction().execute(async (tx) => {
    for (const part of parts) await part(tx, now, files);
  });
  return true;
}
