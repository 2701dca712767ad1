import { LOCALES, resourceTitle, translate, withoutFields } from '@weld/core';
import type { Field, Locale, ResourceDefinition } from '@weld/core';
import { sheetName } from '../../../kit/excel/export';
import type { SubLink } from './sub-links';

/** The record key of the main key column of a main form's workbook: never a field's (those are camelCase). */
export const MAIN_KEY = '$mainKey';

/** A sub table a workbook carries: its link, and its sheet's definition (its fields but the foreign key). */
export interface SubSheet {
  link: SubLink & { def: ResourceDefinition };
  def: ResourceDefinition;
}

/** The sub tables of a main form that are served and synced: those a workbook can carry. */
export function servedSubs(links: readonly SubLink[]): SubSheet['link'][] {
  return links.flatMap((link) =>
    link.def && link.design.head.isDbSynch === 'Y' ? [{ ...link, def: link.def }] : [],
  );
}

/**
 * The main key column: the main record's id on the main's sheet, and on each sub's sheet the id of the main record a
 * row belongs to (the sub's foreign key stands for it, whatever main field it holds). Labelled in every language
 * after the main form's title, so an import finds it whatever language the workbook was written in.
 * @example withMainKey(main, mainKeyField(main), 'last')
 */
export function mainKeyField(main: ResourceDefinition): Field {
  const label = Object.fromEntries(
    LOCALES.map((lang) => [
      lang,
      translate(lang, 'server.cgform.excel.mainKey', { table: resourceTitle(main, lang) }),
    ]),
  );
  return {
    key: MAIN_KEY,
    column: 'id',
    kind: 'text',
    label,
    required: false,
    unique: false,
    search: false,
    sort: false,
    list: true,
    form: false,
    detail: true,
  };
}

/** A sheet's definition with the main key column: last on the main's sheet, first on a sub's. */
export function withMainKey(def: ResourceDefinition, key: Field, at: 'first' | 'last'): ResourceDefinition {
  const fields = at === 'first' ? { [MAIN_KEY]: key, ...def.fields } : { ...def.fields, [MAIN_KEY]: key };
  return { ...def, fields };
}

/** A sub's sheet carries its fields but the foreign key: the main key column stands for it. */
export const subSheetDef = (link: SubSheet['link'], def: ResourceDefinition) =>
  withoutFields(def, [link.fkKey]);

/**
 * The names of a main form's sheets in a language: the main's as the kit names it, then each sub's (its title, else
 * its table name), made unique as Excel compares them (case-blind) by a numbered suffix within 31 characters.
 * @example sheetNames([order, line], 'zh_CN') // ['订单', '订单明细']
 */
export function sheetNames(defs: readonly ResourceDefinition[], lang: Locale): string[] {
  const taken = new Set<string>();
  return defs.map((def) => {
    const base = sheetName(resourceTitle(def, lang) || def.table);
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) {
      const suffix = ` (${n})`;
      name = `${base.slice(0, 31 - suffix.length)}${suffix}`;
    }
    taken.add(name.toLowerCase());
    return name;
  });
}
