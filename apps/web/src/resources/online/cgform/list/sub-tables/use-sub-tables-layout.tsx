import { useMemo } from 'react';
import { publishedSubs } from '@weld/core';
import type { ResourcePageSlots } from '../../../../../kit/resource-page';
import type { SaveGuard } from '../../../../../kit/use-resource-form';
import { onlineFormApi } from '../online-form-api';
import type { OnlineForm } from '../use-online-form';
import { InnerSubRows, SubRowsDetail } from './sub-rows-detail';
import { SubTablesForm } from './sub-tables-form';
import { useSubTables } from './use-sub-tables';

/** What a layout adds to the online form's list screen: slots, the save guard and the form's width. */
export interface ListLayout {
  slots?: ResourcePageSlots;
  saveGuard?: SaveGuard;
  formSize?: number | string;
}

/** A form holding sub tables' grids is wider than a form of fields. */
const TABS_FORM_SIZE = 'min(100vw, 1100px)';

/**
 * The tab layout of a main form (theme tab, and a normal main with sub tables): its create/edit form shows the main
 * fields and each sub table as tabs, the detail view its sub rows; `inner` (theme innerTable) also opens each list
 * row onto its sub rows.
 * @example const layout = useSubTablesLayout(form, onNoSync, true)
 */
export function useSubTablesLayout(form: OnlineForm, onNoSync: () => void, inner: boolean): ListLayout {
  const { head, definition } = form;
  const subs = useMemo(() => publishedSubs(head.subTables ?? []), [head.subTables]);
  const controller = useSubTables(subs);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one set of calls per form; the handler only sets state
  const api = useMemo(() => onlineFormApi(head.id, { onNoSync }), [head.id]);
  const resource = definition.name;
  const mainTitle = head.tableTxt || head.tableName;
  const slots = useMemo<ResourcePageSlots>(
    () => ({
      formLayout: ({ mode, record, fields }) => (
        <SubTablesForm
          key={record?.id ?? 'new'}
          controller={controller}
          mode={mode}
          record={record}
          fields={fields}
          mainTitle={mainTitle}
          resource={resource}
          api={api}
        />
      ),
      detailSection: ({ record }) => (
        <SubRowsDetail record={record} subs={subs} resource={resource} api={api} />
      ),
      ...(inner
        ? { expandedRow: (record) => <InnerSubRows record={record} subs={subs} resource={resource} /> }
        : {}),
    }),
    [controller, mainTitle, resource, api, subs, inner],
  );
  return { slots, saveGuard: controller.guard, formSize: TABS_FORM_SIZE };
}
