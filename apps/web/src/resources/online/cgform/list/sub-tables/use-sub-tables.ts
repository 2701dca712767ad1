import { useMemo, useRef, useState } from 'react';
import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GridRow, PublishedSubTable } from '@weld/core';
import {
  collectFormAndTables,
  SubTableInvalid,
  type EditableGridHandle,
} from '../../../../../widgets/editable-grid';
import type { Row } from '../../../../../kit/resource-api';
import type { SaveGuard } from '../../../../../kit/use-resource-form';
import { fromFormValues } from '../../../../../kit/form-values';
import { gridRowBody, MAIN_TAB, subFormFields } from './sub-fields';
import { subErrorsOf } from './sub-errors';
import { showServerErrors } from './show-server-errors';

/** The stored sub rows of the record the form opened (by sub table), or null while they load. */
export type LoadedRows = Record<string, Row[]> | null;

/** What the tab form shares with the save: the open tab, the grids and one-to-one forms, the loaded rows. */
export interface SubTablesController {
  subs: PublishedSubTable[];
  active: string;
  setActive(key: string): void;
  grids: Record<string, EditableGridHandle | null>;
  forms: Record<string, FormInstance | null>;
  /** the opened record's sub rows once read (a new record: none); a save before then leaves the subs as stored */
  loaded: { current: LoadedRows };
  guard: SaveGuard;
}

const hasValue = (values: Record<string, unknown>) =>
  Object.values(values).some(
    (v) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length),
  );

/**
 * The state of a main form's sub tables in its tab form, and the kit's save guard over them (widgets §4): after the
 * main's fields, every one-to-one section and then every grid is checked; the first failing one's tab opens and its
 * cell or field shows why, and nothing is sent. A refusal of the server at `<sub>[<index>].<field>` is shown the same
 * way, at the row the save sent at that index.
 * @example const subs = useSubTables(form.subTables)
 */
export function useSubTables(subs: PublishedSubTable[]): SubTablesController {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [active, setActive] = useState(MAIN_TAB);
  const grids = useRef<Record<string, EditableGridHandle | null>>({}).current;
  const forms = useRef<Record<string, FormInstance | null>>({}).current;
  const loaded = useRef<LoadedRows>(null);
  // the grid rows each save sent, in order: the server's row index points into them
  const sent = useRef<Record<string, GridRow[]>>({});

  const guard = useMemo<SaveGuard>(() => {
    const oneToOne = subs.filter((s) => s.relationType === 1);
    const manyRows = subs.filter((s) => s.relationType !== 1);
    // the one-to-one sections validate as part of the form, each opening its tab when it fails
    const sections = {
      validateFields: async () => {
        const values: Record<string, Record<string, unknown>> = {};
        for (const sub of oneToOne) {
          const form = forms[sub.tableName];
          if (!form) continue;
          const typed = form.getFieldsValue(true) as Record<string, unknown>;
          const stored = loaded.current?.[sub.tableName]?.[0];
          // an approval nobody filled in is no row; one stored or begun is checked as a form
          if (!stored && !hasValue(typed)) continue;
          try {
            values[sub.tableName] = (await form.validateFields()) as Record<string, unknown>;
          } catch (e) {
            setActive(sub.tableName);
            throw e;
          }
        }
        return values;
      },
    };
    return {
      prepare: async () => {
        if (!loaded.current) return {};
        const cases = manyRows.map((s) => ({ key: s.tableName, grid: grids[s.tableName] ?? null }));
        const collected = await collectFormAndTables(sections, cases, setActive).catch((e: unknown) => {
          if (!(e instanceof SubTableInvalid) && !isFormError(e)) throw e;
          return null;
        });
        if (!collected) return null;
        const body: Record<string, unknown> = {};
        for (const sub of manyRows) {
          const rows = collected.tables[sub.tableName]?.rows;
          if (!rows) continue;
          sent.current[sub.tableName] = rows;
          body[sub.tableName] = rows.map((row) => gridRowBody(subFormFields(sub), row));
        }
        for (const sub of oneToOne) {
          const values = collected.form[sub.tableName];
          const stored = loaded.current[sub.tableName]?.[0];
          body[sub.tableName] = values ? [fromFormValues(subFormFields(sub), values, stored?.id)] : [];
        }
        return body;
      },
      invalid: () => setActive(MAIN_TAB),
      refused: (e) => {
        const errors = subErrorsOf(
          e,
          subs.map((s) => s.tableName),
        );
        if (!errors.length) {
          setActive(MAIN_TAB);
          return false;
        }
        setActive(errors[0].table);
        showServerErrors(errors, { grids, forms, sent: sent.current, message, t });
        return true;
      },
    };
  }, [subs, grids, forms, message, t]);

  return { subs, active, setActive, grids, forms, loaded, guard };
}

/** Ant Design's validateFields rejection: `{errorFields}`. */
const isFormError = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && Array.isArray((e as { errorFields?: unknown }).errorFields);
