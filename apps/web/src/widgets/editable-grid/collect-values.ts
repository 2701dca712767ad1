import type { FirstFailure, GridRow } from '@weld/core';
import { i18n } from '../../lib/i18n';
import type { EditableGridHandle } from './use-grid-actions';

/** A sub-table of a form: its tab key and its grid. */
export interface SubTable {
  key: string;
  grid: EditableGridHandle | null;
}

/** Collected values: the form's and each sub-table's rows and removed ids, by tab key. */
export interface Collected<F> {
  form: F;
  tables: Record<string, { rows: GridRow[]; removedIds: string[] }>;
}

/** What collectFormAndTables validates the main form through: an Ant Design form instance does. */
export interface FormLike<F> {
  validateFields(): Promise<F>;
}

/**
 * Validates a main form and then every sub-table; the form is saved only when all pass. The first failing
 * table's tab is activated (spec widgets §4) and the error names it; a failing form throws its own error.
 * A form that is no form object, or cases that are no array, are refused with the spec's texts (§8).
 * @example const values = await collectFormAndTables(form, [{ key: 'params', grid: ref.current }], setTab)
 */
export async function collectFormAndTables<F>(
  formObject: FormLike<F>,
  cases: SubTable[],
  activateTab: (key: string) => void,
): Promise<Collected<F>> {
  if (typeof (formObject as Partial<FormLike<F>> | null)?.validateFields !== 'function') {
    throw new CollectValuesMisuse(i18n.t('web.grid.notAForm', { type: typeof formObject }));
  }
  if (!Array.isArray(cases))
    throw new CollectValuesMisuse(i18n.t('web.grid.casesNotArray', { type: typeof cases }));
  const form = await formObject.validateFields();
  const out: Collected<F>['tables'] = {};
  const failed: { key: string; first: FirstFailure }[] = [];
  for (const table of cases) {
    if (!table.grid) continue;
    const result = await table.grid.getValues();
    if (!result.ok && result.first) failed.push({ key: table.key, first: result.first });
    out[table.key] = { rows: result.rows, removedIds: result.removedIds };
  }
  if (failed.length) {
    activateTab(failed[0].key);
    throw new SubTableInvalid(failed[0].key, failed[0].first);
  }
  return { form, tables: out };
}

/** The error of collectFormAndTables when a sub-table fails: which tab and which cell. */
export class SubTableInvalid extends Error {
  constructor(
    public tableKey: string,
    public first: FirstFailure,
  ) {
    super(`Sub-table ${tableKey} is invalid at row ${first.rowIndex + 1}, column ${first.column}`);
  }
}

/** collectFormAndTables called with something other than a form object and an array of cases. */
export class CollectValuesMisuse extends Error {
  name = 'CollectValuesMisuse';
}
