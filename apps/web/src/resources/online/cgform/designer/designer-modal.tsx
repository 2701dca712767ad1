import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Form, Modal, Spin, Tabs } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  designProblems,
  isCopyView,
  tableOfCopy,
  standardFields,
  type CgformDesign,
  type CgformHead,
  type GridRow,
  newHead,
} from '@weld/core';
import { storedLocale } from '../../../../lib/i18n';
import { LazyEditableGrid, type EditableGridHandle } from '../../../../widgets/editable-grid';
import { cgformApi } from '../cgform-api';
import {
  cellErrors,
  placeErrors,
  problemMessages,
  serverDesignErrors,
  type DesignErrors,
} from './design-errors';
import { completeRows, fieldsOfRows, indexsOfRows, mergeRows, toRows } from './design-model';
import { FIELD_TABS, fieldColumns, indexColumnsOf, type FieldTab } from './field-columns';
import { CopyNotice } from './copy-notice';
import { HeadForm } from './head-form';

type Tab = FieldTab | 'index';

interface Props {
  /** the design to edit (its list row), or null for a new one */
  editing: (Partial<CgformHead> & { id: string }) | null;
  onClose(): void;
  onSaved(): void;
}

/** The stored parts of a design being edited: its whole head (with the version a save must match), fields and indexes. */
function useStoredDesign(editing: Props['editing']) {
  return useQuery({
    queryKey: ['cgformHead', 'design', editing?.id],
    enabled: Boolean(editing),
    gcTime: 0,
    queryFn: async () => {
      const id = editing?.id ?? '';
      const [head, fields, indexs] = await Promise.all([
        cgformApi.head(id),
        cgformApi.fields(id),
        cgformApi.indexs(id),
      ]);
      return { head, fields, indexs };
    },
  });
}

/**
 * The form designer (在线表单开发's 新增 / 编辑): the head, then the fields in the editable grid, one tab per concern
 * (数据库属性, 页面属性, 校验字段, 查询配置, 外键) and the indexes (索引); checked with core's `designProblems` before
 * saving, and the server's refusals shown where they belong.
 * @example <DesignerModal editing={null} onClose={close} onSaved={refresh} />
 */
export function DesignerModal({ editing, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<CgformHead>();
  const stored = useStoredDesign(editing);
  const [fullscreen, setFullscreen] = useState(false);
  const [tab, setTab] = useState<Tab>('db');
  const [fields, setFields] = useState<GridRow[] | null>(null);
  const [indexs, setIndexs] = useState<GridRow[]>([]);
  const [errors, setErrors] = useState<DesignErrors>({});
  const [saving, setSaving] = useState(false);
  const [grid, setGrid] = useState<EditableGridHandle | null>(null);
  const storedIds = useRef(new Set<string>());
  const copyView = Boolean(editing && stored.data && isCopyView(stored.data.head));

  // a new design starts with the standard columns; an edited one with its stored parts
  useEffect(() => {
    if (editing && !stored.data) return;
    const head = stored.data?.head ?? newHead();
    const f = stored.data?.fields ?? standardFields(storedLocale());
    const i = stored.data?.indexs ?? [];
    storedIds.current = new Set([...f, ...i].map((x) => x.id).filter((id): id is string => Boolean(id)));
    form.setFieldsValue(head);
    setFields(toRows(f));
    setIndexs(toRows(i));
  }, [editing, stored.data, form]);

  /** The rows as the shown grid holds them, merged into the full rows. */
  const current = () => {
    const rows = grid?.getRows();
    if (!rows) return { fields: fields ?? [], indexs };
    return tab === 'index'
      ? { fields: fields ?? [], indexs: rows }
      : { fields: mergeRows(fields ?? [], rows), indexs };
  };

  const switchTab = (next: string) => {
    const now = current();
    setFields(completeRows(now.fields));
    setIndexs(now.indexs);
    setGrid(null);
    setTab(next as Tab);
  };

  const placed = useMemo(() => placeErrors(errors), [errors]);
  // the shown grid's cells carry their messages
  useEffect(() => {
    if (!grid) return;
    const ids = grid.getRows().map((r) => r.id);
    grid.store.replaceErrors(cellErrors(tab === 'index' ? placed.indexs : placed.fields, ids));
  }, [grid, placed, tab]);
  // the head form's fields carry theirs
  useEffect(() => {
    const names = Object.keys(form.getFieldsValue(true) as object) as (keyof CgformHead)[];
    form.setFields(names.map((name) => ({ name, errors: placed.head[name] ? [placed.head[name]] : [] })));
  }, [placed, form]);

  const design = (): CgformDesign => {
    const now = current();
    const head = { ...(stored.data?.head ?? {}), ...(form.getFieldsValue(true) as CgformHead) };
    return {
      head,
      fields: fieldsOfRows(now.fields, storedIds.current),
      indexs: indexsOfRows(now.indexs, storedIds.current),
    };
  };

  async function save() {
    const next = design();
    // a copy view is checked as the table it shows (its own name, `<table>$<n>`, is no table name)
    const checked = copyView
      ? { ...next, head: { ...next.head, tableName: tableOfCopy(next.head.tableName) } }
      : next;
    const problems = problemMessages(designProblems(checked), t);
    setErrors(problems);
    if (Object.keys(problems).length > 0)
      return void message.error(t('web.cgform.designer.problems', { count: Object.keys(problems).length }));
    setSaving(true);
    try {
      await (editing ? cgformApi.editAll(next) : cgformApi.addAll(next));
      void message.success(t('server.cgform.saved'));
      onSaved();
    } catch (e) {
      const refused = serverDesignErrors(e);
      setErrors(refused);
      void message.error(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  }

  const fieldNames = (fields ?? []).map((r) => String(r.dbFieldName ?? '')).filter(Boolean);
  const rowName = (i: number) => String((fields ?? [])[i]?.dbFieldName ?? i + 1);
  const summary = [
    ...placed.general,
    ...[...placed.fields].flatMap(([i, cols]) => Object.values(cols).map((m) => `${rowName(i)}: ${m}`)),
    ...[...placed.indexs].flatMap(([i, cols]) =>
      Object.values(cols).map((m) => `${String(indexs[i]?.indexName ?? i + 1)}: ${m}`),
    ),
  ];
  const loading = !fields;
  const tableFixed = Boolean(editing && (stored.data?.head.isDbSynch === 'Y' || copyView));
  // a copy view changes no column or index: those tabs are read-only, and its fields are ordered on 页面属性
  const dbTab = (key: Tab) => key === 'db' || key === 'index' || key === 'foreign';
  const locked = (key: Tab) => copyView && dbTab(key);
  const sortsOn: Tab = copyView ? 'page' : 'db';

  const gridOf = (key: Tab) =>
    key !== tab || loading ? null : key === 'index' ? (
      <LazyEditableGrid
        ref={setGrid}
        columns={indexColumnsOf(t, fieldNames)}
        dataSource={indexs}
        rowNumber
        rowSelection={!locked(key)}
        disabled={locked(key)}
        toolbar={locked(key) ? false : ['add', 'remove']}
        maxHeight={fullscreen ? 560 : 360}
      />
    ) : (
      <LazyEditableGrid
        ref={setGrid}
        columns={fieldColumns(key, t, copyView)}
        dataSource={fields}
        rowNumber
        rowSelection={key === 'db' && !locked(key)}
        disabled={locked(key)}
        dragSort={key === sortsOn}
        sortKey="orderNum"
        toolbar={key === 'db' && !locked(key) ? ['add', 'remove'] : false}
        maxHeight={fullscreen ? 560 : 360}
      />
    );

  return (
    <Modal
      open
      width={fullscreen ? '100%' : 1200}
      style={fullscreen ? { top: 0, maxWidth: '100%', paddingBottom: 0 } : undefined}
      title={
        <span className="cgform-designer-title">
          {editing
            ? t('web.cgform.designer.editTitle', { name: editing.tableName })
            : t('web.cgform.designer.addTitle')}
          <Button
            type="text"
            size="small"
            aria-label={t(
              fullscreen ? 'web.cgform.designer.exitFullscreen' : 'web.cgform.designer.fullscreen',
            )}
            title={t(fullscreen ? 'web.cgform.designer.exitFullscreen' : 'web.cgform.designer.fullscreen')}
            icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            onClick={() => setFullscreen((f) => !f)}
            style={{ marginInlineStart: 8 }}
          />
        </span>
      }
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      <Spin spinning={loading}>
        <HeadForm
          form={form}
          headId={editing?.id ?? null}
          fieldNames={fieldNames}
          tableFixed={tableFixed}
          copyView={copyView}
        />
        {copyView && stored.data && <CopyNotice head={stored.data.head} />}
        {summary.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            message={t('web.cgform.designer.problems', { count: summary.length })}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {summary.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            }
          />
        )}
        <Tabs
          activeKey={tab}
          onChange={switchTab}
          items={[...FIELD_TABS, 'index' as const].map((key) => ({
            key,
            label: t(`web.cgform.designer.tabs.${key}`),
            children: gridOf(key),
          }))}
        />
      </Spin>
    </Modal>
  );
}
