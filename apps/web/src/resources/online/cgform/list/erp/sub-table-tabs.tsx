import { Button, Card, Empty, Result, Spin, Tabs } from 'antd';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../../../lib/http';
import type { Row } from '../../../../../kit/resource-api';
import { isNoDbSync } from '../online-form-api';
import { NotSyncedResult } from '../not-synced-result';
import type { ServedSubTable } from '@weld/core';
import { fetchOnlineForm, onlineFormKeys } from '../use-online-form';
import { SubTableList } from './sub-table-list';

/** A sub form the caller may not list (403) or that is gone (404) has no tab. */
const hidden = (e: unknown) => e instanceof HttpError && [403, 404].includes(e.failure.status);

/**
 * The tabs under an ERP main list: one per sub form whose definition the caller may read, titled by its
 * description; each lists the rows of the current main record, or asks to choose one when there is none.
 * @example <SubTableTabs subs={head.subTables} main={currentRow} />
 */
export function SubTableTabs({ subs, main }: { subs: ServedSubTable[]; main: Row | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const forms = useQueries({
    queries: subs.map((sub) => ({
      queryKey: onlineFormKeys.definition(sub.id),
      queryFn: () => fetchOnlineForm(sub.id),
      retry: false,
    })),
  });
  const items = subs
    .map((sub, i) => ({ sub, form: forms[i]! }))
    .filter(({ form }) => !hidden(form.error))
    .map(({ sub, form }) => {
      const mainValue = main ? String(main[sub.mainField] ?? '') : '';
      let children;
      if (form.isPending) children = <Spin style={{ display: 'block', margin: '32px auto' }} />;
      else if (form.error && isNoDbSync(form.error))
        children = (
          <NotSyncedResult
            code={sub.id}
            tableName={sub.tableName}
            tableTxt={sub.tableTxt}
            onSynced={() => void queryClient.invalidateQueries({ queryKey: onlineFormKeys.all })}
          />
        );
      else if (form.error)
        children = (
          <Result
            status="error"
            title={t('web.cgform.erp.failed')}
            extra={<Button onClick={() => void form.refetch()}>{t('web.cgform.list.retry')}</Button>}
          />
        );
      else if (!mainValue)
        children = (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('web.cgform.erp.chooseMain')} />
        );
      else children = <SubTableList key={mainValue} sub={sub} form={form.data} mainValue={mainValue} />;
      // the list is a card of its own; the other states get one
      if (!form.data || !mainValue) children = <Card variant="borderless">{children}</Card>;
      return { key: sub.tableName, label: sub.tableTxt || sub.tableName, children };
    });
  if (items.length === 0) return null;
  // card tabs over the lists' own cards: one panel per sub table, no card within a card
  return (
    <Tabs
      className="weld-erp-sub-tabs"
      type="card"
      destroyOnHidden
      items={items}
      style={{ marginTop: 16 }}
      tabBarStyle={{ marginBottom: 0 }}
    />
  );
}
