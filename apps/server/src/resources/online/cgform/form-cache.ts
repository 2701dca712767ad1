import type { ResourceDefinition } from '@weld/core';
import type { AppContext } from '../../../context';
import { loadDesign } from './design.repo';
import type { StoredDesign } from './design.repo';

/** A design as read while `def` served its table. */
interface Kept {
  def: ResourceDefinition;
  design: StoredDesign;
}

/**
 * The designs the data calls and the dispatch serve, read once per served definition instead of on every call.
 * A definition object lives until its stored version changes, which every publish does and every other change a
 * served design takes (out of sync, a copy's save or removal) does through `definitions.touch`, on every instance;
 * so a design kept beside the object it was read under is current while that object is served.
 */
export class FormCache {
  private readonly byHead = new Map<string, Kept>();
  private readonly names = new Map<string, string>();
  private readonly byDef = new WeakMap<ResourceDefinition, Promise<StoredDesign | null>>();

  constructor(private readonly ctx: AppContext) {}

  /**
   * The design of head `id` and the definition serving its table now (null when none), or null for no design.
   * Kept only when the definition was the same before and after the read, so no publish slipped between.
   */
  async byId(id: string): Promise<{ design: StoredDesign; def: ResourceDefinition | null } | null> {
    const name = this.names.get(id);
    const before = name === undefined ? null : this.ctx.definitions.runtimeDefinition(name);
    const kept = this.byHead.get(id);
    if (kept && before && kept.def === before) return kept;
    const design = await loadDesign(this.ctx.db, id);
    if (!design) {
      this.byHead.delete(id);
      this.names.delete(id);
      return null;
    }
    this.names.set(id, design.head.tableName);
    const def = this.ctx.definitions.runtimeDefinition(design.head.tableName);
    if (def && def === before) this.byHead.set(id, { def, design });
    else this.byHead.delete(id);
    return { design, def };
  }

  /** The original design a runtime definition serves (copies share its table, but are never served), or null. */
  byDefinition(def: ResourceDefinition): Promise<StoredDesign | null> {
    let pending = this.byDef.get(def);
    if (!pending) {
      pending = this.served(def.table);
      this.byDef.set(def, pending);
      pending.catch(() => this.byDef.delete(def));
    }
    return pending;
  }

  private async served(table: string): Promise<StoredDesign | null> {
    const head = await this.ctx.db
      .selectFrom('onl_cgform_head')
      .select('id')
      .where('table_name', '=', table)
      .where('copy_type', '=', 0)
      .executeTakeFirst();
    return head ? loadDesign(this.ctx.db, head.id) : null;
  }
}

const caches = new WeakMap<AppContext, FormCache>();

/**
 * The app's form cache.
 * @example const found = await formCache(ctx).byId(code)
 */
export function formCache(ctx: AppContext): FormCache {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new FormCache(ctx)));
  return cache;
}
