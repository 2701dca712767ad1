import { useMemo, useState } from 'react';
import { Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../../../../kit/resource-page';
import { resourceKeys } from '../../../../../kit/resource-api';
import { NotSyncedResult } from '../not-synced-result';
import { onlineFormApi } from '../online-form-api';
import type { ServedSubTable } from '@weld/core';
import { onlineFormKeys, type OnlineForm } from '../use-online-form';

/** The relation of a sub form that takes one row per main record. */
const ONE_TO_ONE = 1;

interface Props {
  sub: ServedSubTable;
  /** the sub form's definition, head and the caller's rights as its definition call answered them */
  form: OnlineForm;
  /** the current main record's value the sub's foreign key holds */
  mainValue: string;
}

/**
 * A sub form's full list bound to one main record (`fixed` on its foreign key): it lists that record's rows, a
 * new row carries the key, and search, paging, edit and delete are the sub form's own. A one-to-one sub offers
 * 新增 only while the main record has no row (the server refuses a second one, and the form shows why).
 * @example <SubTableList sub={sub} form={subForm} mainValue={procedure.id} />
 */
export function SubTableList({ sub, form, mainValue }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [outOfSync, setOutOfSync] = useState(false);
  // the handler only sets state: one set of calls per sub form
  const api = useMemo(() => onlineFormApi(sub.id, { onNoSync: () => setOutOfSync(true) }), [sub.id]);
  const fixed = useMemo(() => ({ [sub.fkField]: mainValue }), [sub.fkField, mainValue]);
  // every row holds the same key: no column for it
  const definition = useMemo(() => {
    const key = form.definition.fields[sub.fkField];
    if (!key) return form.definition;
    return {
      ...form.definition,
      fields: { ...form.definition.fields, [sub.fkField]: { ...key, list: false } },
    };
  }, [form.definition, sub.fkField]);
  const oneToOne = sub.relationType === ONE_TO_ONE;
  // under the sub's query key, so its saves and deletes ask again
  const taken = useQuery({
    queryKey: [...resourceKeys(form.definition.name).all, 'oneRow', fixed],
    queryFn: () => api.list({ ...fixed, pageNo: 1, pageSize: 1 }),
    enabled: oneToOne,
  });
  // until the count is known, a one-to-one sub offers no 新增
  const full = oneToOne && (taken.data?.total ?? 1) > 0;
  const rights = useMemo(() => ({ ...form.rights, add: form.rights.add && !full }), [form.rights, full]);
  // a one-to-one sub says why its 新增 goes once the row is there
  const slots = useMemo(
    () =>
      oneToOne
        ? { toolbar: <Typography.Text type="secondary">{t('web.cgform.erp.oneRow')}</Typography.Text> }
        : undefined,
    [oneToOne, t],
  );
  if (outOfSync)
    return (
      <NotSyncedResult
        code={sub.id}
        tableName={sub.tableName}
        tableTxt={sub.tableTxt}
        onSynced={() => {
          setOutOfSync(false);
          void queryClient.invalidateQueries({ queryKey: onlineFormKeys.all });
        }}
      />
    );
  return (
    <ResourcePage
      definition={definition}
      api={api}
      rights={rights}
      fixed={fixed}
      formColumns={Number(form.head.formTemplate) || 1}
      slots={slots}
    />
  );
}
