import { useMemo, useState, type ComponentType } from 'react';
import { Button, Result, Spin } from 'antd';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publishedSubs } from '@weld/core';
import { HttpError } from '../../../../lib/http';
import { ResourcePage } from '../../../../kit/resource-page';
import { resourceKeys, type Row } from '../../../../kit/resource-api';
import type { RowActionContext } from '../../../../kit/row-actions';
import { usePageHeaderExtras } from '../../../../kit/page-header-extras';
import { Exception403, Exception404 } from '../../../exception';
import { formCodeOf } from './form-code';
import { useFormEnhance, withFormButtons } from './form-buttons';
import { NotSyncedResult } from './not-synced-result';
import { AddChildButton, onlineTree, textFieldFirst } from './online-tree';
import { isNoDbSync, onlineFormApi } from './online-form-api';
import { onlineFormKeys, useOnlineForm, type OnlineForm } from './use-online-form';
import { OnlineFormErp } from './erp/online-form-erp';
import { useSubTablesLayout, type ListLayout } from './sub-tables/use-sub-tables-layout';

const statusOf = (e: unknown) => (e instanceof HttpError ? e.failure.status : 0);

/**
 * 在线表单 auto list (`online/cgformList`, ONLINE.md): the kit's list screen over a synced form's served
 * definition and its data calls; the form's name as the page title, its template as fields per row of the form.
 * A form not in sync shows so (with 同步数据库 for those who may), an unknown one the not-found screen.
 * @example <OnlineFormListPage /> at /online/cgformList/{headId}
 */
export function OnlineFormListPage() {
  const { pathname } = useLocation();
  // the path it was opened at: a page kept alive behind another tab keeps its form
  const [code] = useState(() => formCodeOf(pathname));
  const queryClient = useQueryClient();
  const form = useOnlineForm(code);
  const head = form.data?.head;
  // the form's name heads the page in every state it is known in (the list, not in sync)
  usePageHeaderExtras(useMemo(() => (head ? { title: head.tableTxt || head.tableName } : {}), [head]));
  // a data call answered NO_DB_SYNC since the definition was read (the design changed meanwhile)
  const [dataOutOfSync, setDataOutOfSync] = useState(false);
  const reload = () => {
    setDataOutOfSync(false);
    void queryClient.invalidateQueries({ queryKey: onlineFormKeys.all });
    if (form.data)
      void queryClient.invalidateQueries({ queryKey: resourceKeys(form.data.definition.name).all });
  };

  if (!code) return <Exception404 />;
  if (form.isPending) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (form.error) {
    if (isNoDbSync(form.error)) return <NotSyncedResult code={code} onSynced={reload} />;
    const status = statusOf(form.error);
    if (status === 404) return <Exception404 />;
    if (status === 403) return <Exception403 />;
    return <LoadFailed onRetry={() => void form.refetch()} />;
  }
  if (form.data.head.isDbSynch !== 'Y' || dataOutOfSync)
    return (
      <NotSyncedResult
        code={code}
        tableName={form.data.head.tableName}
        tableTxt={form.data.head.tableTxt}
        onSynced={reload}
      />
    );
  return <OnlineFormLayout form={form.data} onNoSync={() => setDataOutOfSync(true)} />;
}

function LoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('web.cgform.list.failed')}
      extra={<Button onClick={onRetry}>{t('web.cgform.list.retry')}</Button>}
    />
  );
}

interface ListProps {
  form: OnlineForm;
  onNoSync(): void;
}

/** A main form's list whose form holds its sub tables as tabs; the inner-table list opens each row onto its sub rows. */
function TabList(props: ListProps) {
  const layout = useSubTablesLayout(props.form, props.onNoSync, false);
  return <OnlineFormList {...props} layout={layout} />;
}
function InnerTableList(props: ListProps) {
  const layout = useSubTablesLayout(props.form, props.onNoSync, true);
  return <OnlineFormList {...props} layout={layout} />;
}

/** The list screens of main forms by theme (`theme_template`); other themes of a main show the tab layout. */
const MAIN_LAYOUTS: Partial<Record<string, ComponentType<ListProps>>> = {
  tab: TabList,
  innerTable: InnerTableList,
};

/** The screen of a form in sync by its layout: a main form with sub tables by its theme, others the list. */
function OnlineFormLayout(props: ListProps) {
  const subs = props.form.head.subTables ?? [];
  // the ERP list shows a sub not yet published as such; the tab layouts edit published subs only
  if (props.form.head.themeTemplate === 'erp' && subs.length) return <OnlineFormErp {...props} />;
  if (!publishedSubs(subs).length) return <OnlineFormList {...props} />;
  const Layout = MAIN_LAYOUTS[props.form.head.themeTemplate] ?? TabList;
  return <Layout {...props} />;
}

/** The list of a form in sync: ResourcePage with the form's calls; a data call's NO_DB_SYNC hands over to the sync state. */
function OnlineFormList({ form, onNoSync, layout }: ListProps & { layout?: ListLayout }) {
  const { definition, head, rights } = form;
  // one set of calls per form; the handler only sets state
  const calls = useMemo(() => {
    const api = onlineFormApi(head.id, { onNoSync });
    return isTreeForm(head) ? onlineTree(api, head, onNoSync) : { api, tree: undefined };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [head.id]);
  const slots = useMemo(
    () =>
      calls.tree && rights.add
        ? {
            rowActions: (record: Row, screen: RowActionContext) => (
              <AddChildButton record={record} screen={screen} pidField={head.pidField} />
            ),
          }
        : undefined,
    [calls.tree, rights.add, head.pidField],
  );
  // the parent is set by 添加下级 and kept by an edit, not typed
  const treeOmit = useMemo(
    () => (calls.tree ? { create: [head.pidField], edit: [head.pidField] } : undefined),
    [calls.tree, head.pidField],
  );
  // the form's custom buttons and linkage rules (form-buttons.tsx)
  const enhance = useFormEnhance(head.id);
  const pageSlots = useMemo(
    () => withFormButtons(slots, enhance.data, head.id, definition.name),
    [slots, enhance.data, head.id, definition.name],
  );
  const shown = useMemo(
    () => (calls.tree ? textFieldFirst(definition, head.textField) : definition),
    [calls.tree, definition, head.textField],
  );
  return (
    <ResourcePage
      definition={shown}
      api={calls.api}
      tree={calls.tree}
      rights={rights}
      formOmit={treeOmit}
      slots={layout?.slots ? { ...pageSlots, ...layout.slots } : pageSlots}
      saveGuard={layout?.saveGuard}
      formSize={layout?.formSize}
      linkage={enhance.data?.rules}
      formColumns={Number(head.formTemplate) || 1}
    />
  );
}

/** A tree form whose parent and has-child fields are served: its list is a tree table. */
const isTreeForm = (head: OnlineForm['head']) =>
  head.isTree === 'Y' && Boolean(head.pidField && head.hasChildField);
