import { fieldKeyOf, foreignKeyOf, ONE_TO_ONE, subTableNames } from '@weld/core';
import type { ResourceDefinition } from '@weld/core';
import type { AppContext } from '../../../context';
import { storedByNames } from './design.repo';
import type { StoredDesign } from './design.repo';
import { formCache } from './form-cache';

/** A sub table of a main design as its data calls use it: the body property, the served sub, its foreign key. */
export interface SubLink {
  /** the sub table's name: the main record's property holding its rows */
  table: string;
  design: StoredDesign;
  /** the definition serving the sub table, or null while it is not published */
  def: ResourceDefinition | null;
  /** the sub table's column holding the main's value, and that column's record key */
  fkColumn: string;
  fkKey: string;
  /** the main table's column the foreign key holds (usually id) */
  mainField: string;
  oneToOne: boolean;
}

/** The served design of a table (cached per served definition), else its stored original, else null. */
async function designOfTable(ctx: AppContext, table: string) {
  const def = ctx.definitions.runtimeDefinition(table);
  const design = def
    ? await formCache(ctx).byDefinition(def)
    : ((await storedByNames(ctx.db, [table]))[0] ?? null);
  return design ? { design, def: def ?? null } : null;
}

/** The link of a sub design to the main table it names, or null when its foreign key is not (yet) whole. */
function linkOf(sub: StoredDesign, def: ResourceDefinition | null, mainTable: string): SubLink | null {
  const fk = foreignKeyOf(sub);
  if (sub.head.tableType !== 3 || !fk || fk.mainTable !== mainTable || !fk.mainField) return null;
  return {
    table: sub.head.tableName,
    design: sub,
    def,
    fkColumn: fk.dbFieldName,
    fkKey: fieldKeyOf(fk.dbFieldName),
    mainField: fk.mainField,
    oneToOne: sub.head.relationType === ONE_TO_ONE,
  };
}

/**
 * The sub tables of a main design that link back to it (both sides agree, as the designer checks on save): a name
 * whose design was removed or relinked since is left out.
 * @example for (const link of await subLinksOf(ctx, design)) …
 */
export async function subLinksOf(ctx: AppContext, main: StoredDesign): Promise<SubLink[]> {
  if (main.head.tableType !== 2) return [];
  const links: SubLink[] = [];
  for (const name of subTableNames(main.head)) {
    const found = await designOfTable(ctx, name);
    const link = found && linkOf(found.design, found.def, main.head.tableName);
    if (link) links.push(link);
  }
  return links;
}

/**
 * The published sub tables of a main design (both sides agree), each with its served definition.
 * @example for (const link of await servedSubLinks(ctx, design)) …
 */
export async function servedSubLinks(
  ctx: AppContext,
  design: StoredDesign,
): Promise<(SubLink & { def: ResourceDefinition })[]> {
  const links = await subLinksOf(ctx, design);
  return links.filter((l): l is SubLink & { def: ResourceDefinition } => l.def !== null);
}

/** The served main of a sub design: `listed` when the main names this sub among its sub tables too. */
export interface MainOfSub {
  design: StoredDesign;
  def: ResourceDefinition;
  link: SubLink;
  listed: boolean;
}

/**
 * The main table a sub design's foreign key names, when that main is served; null for other designs.
 * @example const owner = await mainOf(ctx, subDesign)
 */
export async function mainOf(ctx: AppContext, sub: StoredDesign): Promise<MainOfSub | null> {
  const fk = foreignKeyOf(sub);
  if (sub.head.tableType !== 3 || !fk?.mainTable) return null;
  const found = await designOfTable(ctx, fk.mainTable);
  const link = linkOf(sub, ctx.definitions.runtimeDefinition(sub.head.tableName) ?? null, fk.mainTable);
  if (!found?.def || !link) return null;
  const listed = subTableNames(found.design.head).includes(sub.head.tableName);
  return { design: found.design, def: found.def, link, listed };
}
