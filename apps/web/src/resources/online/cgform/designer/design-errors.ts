import type { TFunction } from 'i18next';
import type { DesignProblem } from '@weld/core';
import { HttpError } from '../../../../lib/http';

/** Messages by path (`head.tableName`, `fields.3.dbDefaultVal`, `indexs.0.indexField`, `fields` …), as the server keys them. */
export type DesignErrors = Record<string, string>;

/** Where the messages of a design belong: the head form, a grid cell (row index → column → message), or the whole design. */
export interface PlacedErrors {
  head: Record<string, string>;
  fields: Map<number, Record<string, string>>;
  indexs: Map<number, Record<string, string>>;
  general: string[];
}

/**
 * Core's checks as the server words them (design-input.ts `designError`): the `field` and `flag` a message
 * names read as the designer's labels, and two messages at one path are joined with '; '.
 * @example problemMessages(designProblems(design), t)['head.tableName']
 */
export function problemMessages(problems: DesignProblem[], t: TFunction): DesignErrors {
  const errors: DesignErrors = {};
  for (const p of problems) {
    const params: Record<string, string | number> = { ...p.params };
    for (const prop of ['field', 'flag'])
      if (typeof params[prop] === 'string') params[prop] = t(`server.cgform.props.${params[prop]}`);
    const message = t(`server.${p.key}`, params);
    errors[p.path] = errors[p.path] ? `${errors[p.path]}; ${message}` : message;
  }
  return errors;
}

/** The per-path messages of a refused addAll/editAll (`result.errors`), else none. */
export function serverDesignErrors(e: unknown): DesignErrors {
  if (!(e instanceof HttpError)) return {};
  const result = e.failure.result as { errors?: unknown } | undefined;
  const errors = result?.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

const CELL = /^(fields|indexs)\.(\d+)\.([A-Za-z]+)$/;
const HEAD = /^head\.([A-Za-z]+)$/;

/**
 * Sorts messages by where they are shown: `head.x` at the head form's field (`head.tableVersion` above the tabs), `fields.3.dbLength` at row 3's cell,
 * `indexs.0.indexField` at the index grid's cell, anything else (`fields`, `indexs`) above the tabs.
 * @example placeErrors({ 'fields.3.dbDefaultVal': '…' }).fields.get(3) // { dbDefaultVal: '…' }
 */
export function placeErrors(errors: DesignErrors): PlacedErrors {
  const placed: PlacedErrors = { head: {}, fields: new Map(), indexs: new Map(), general: [] };
  for (const [path, message] of Object.entries(errors)) {
    const head = HEAD.exec(path);
    const cell = CELL.exec(path);
    // the version is no field one edits: its refusal (changed by someone else) is shown above the tabs
    if (head && head[1] !== 'tableVersion') placed.head[head[1]] = message;
    else if (cell) {
      const rows = placed[cell[1] as 'fields' | 'indexs'];
      const i = Number(cell[2]);
      rows.set(i, { ...rows.get(i), [cell[3]]: message });
    } else placed.general.push(message);
  }
  return placed;
}

/** The grid's error map (`rowId:column` → message key and text) of one part's messages, by the rows' order. */
export function cellErrors(
  byRow: Map<number, Record<string, string>>,
  rowIds: string[],
): Map<string, { message: string; params: Record<string, string> }> {
  const map = new Map<string, { message: string; params: Record<string, string> }>();
  for (const [i, columns] of byRow) {
    const id = rowIds[i];
    if (id === undefined) continue;
    for (const [key, text] of Object.entries(columns))
      map.set(`${id}:${key}`, { message: 'web.cgform.cellError', params: { text } });
  }
  return map;
}
