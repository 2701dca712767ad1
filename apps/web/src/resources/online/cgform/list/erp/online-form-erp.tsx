import { useMemo, useState } from 'react';
import { ResourcePage } from '../../../../../kit/resource-page';
import type { Row } from '../../../../../kit/resource-api';
import { useFormEnhance, withFormButtons } from '../form-buttons';
import { onlineFormApi } from '../online-form-api';
import type { OnlineForm } from '../use-online-form';
import { SubTableTabs } from './sub-table-tabs';

/**
 * The ERP list of a main form (`theme_template` erp, issue 17 §2): the main list on top, where a click makes a row
 * current (highlighted); below it, one tab per sub form the caller may list, each the sub's full list of the
 * current main record's rows with its own add, edit and delete. The main list has the form's custom buttons and
 * its form the linkage rules, as the plain list does.
 * @example <OnlineFormErp form={form} onNoSync={() => setOutOfSync(true)} />
 */
export function OnlineFormErp({ form, onNoSync }: { form: OnlineForm; onNoSync(): void }) {
  const { definition, head, rights } = form;
  // the handler only sets state: one set of calls per form
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const api = useMemo(() => onlineFormApi(head.id, { onNoSync }), [head.id]);
  const [row, setRow] = useState<Row | null>(null);
  const current = useMemo(() => ({ row, onChange: setRow }), [row]);
  const enhance = useFormEnhance(head.id);
  const slots = useMemo(
    () => withFormButtons(undefined, enhance.data, head.id, definition.name),
    [enhance.data, head.id, definition.name],
  );
  return (
    <>
      <ResourcePage
        definition={definition}
        api={api}
        rights={rights}
        current={current}
        slots={slots}
        linkage={enhance.data?.rules}
        formColumns={Number(head.formTemplate) || 1}
      />
      <SubTableTabs subs={head.subTables ?? []} main={row} />
    </>
  );
}
