import { servedNameOf } from '@weld/core';
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
    const known = this.names.get(id);
    const before = known === undefined ? null : this.ctx.definitions.runtimeDefinition(known);
    const kept = this.byHead.get(id);
    if (kept && before && kept.def === before) return kept;
    const design = await loadDesign(this.ctx.db, id);
    if (!design) {
      this.byHead.delete(id);
      this.names.delete(id);
      return null;
    }
    const name = servedNameOf(design.head);
    this.names.set(id, name);
    const def = this.ctx.definitions.runtimeDefinition(name);
    const served = def ? asServed(design, def) : design;
    if (def && def === before) this.byHead.set(id, { def, design: served });
    else this.byHead.delete(id);
    return { design: served, def };
  }

  /** The design a runtime definition serves (an original, or a copy view over its original's table), or null. */
  byDefinition(def: ResourceDefinition): Promise<StoredDesign | null> {
    let pending = this.byDef.get(def);
    if (!pending) {
      pending = this.served(def).then((design) => design && asServed(design, def));
      this.byDef.set(def, pending);
      pending.catch(() => this.byDef.delete(def));
    }
    return pending;
  }

  private async served(def: ResourceDefinition): Promise<StoredDesign | null> {
    const copy = def.name !== def.table;
    const heads = await this.ctx.db
      .selectFrom('onl_cgform_head')
      .select(['id', 'table_name'])
      .where('table_name', copy ? 'like' : '=', copy ? `${def.table}$%` : def.table)
      .where('copy_type', '=', copy ? 1 : 0)
      .execute();
    const head = heads.find(
      (h) => servedNameOf({ tableName: h.table_name, copyType: copy ? 1 : 0 }) === def.name,
    );
    return head ? loadDesign(this.ctx.db, head.id) : null;
  }
}

/**
 * A design as its served resource's calls read it: a copy view names its original's table (`def.table`), so the
 * hooks (tree upkeep, sub rows, defaults) work on the table the copy shows.
 */
function asServed(design: StoredDesign, def: ResourceDefinition): StoredDesign {
  return design.head.tableName === def.table
    ? design
    : { ...design, head: { ...design.head, tableName: def.table } };
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
