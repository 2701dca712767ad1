import { useState } from 'react';
import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../kit/server-errors';
import {
  cgreportApi,
  type ReportDesign,
  type ReportHead,
  type ReportItem,
  type ReportParam,
} from './cgreport-api';
import { mergeParsed } from './design-merge';

export type HeadValues = Pick<ReportHead, 'code' | 'name' | 'cgrSql' | 'dbSource'>;

interface Options {
  form: FormInstance<HeadValues>;
  /** the design being edited: its `head.id` says edit or add */
  design: ReportDesign;
  items: ReportItem[];
  setItems(items: ReportItem[]): void;
  params: ReportParam[];
  setParams(params: ReportParam[]): void;
  onSaved(): void;
  onClose(): void;
}

/**
 * The designer's 解析SQL and save: parse merges the parsed columns and parameters into the admin's (design-merge),
 * save sends head, items and params in their order; server refusals land at their head field or in `problems`.
 * @example const { parse, save, busy, problems } = useReportDesignActions({ form, design, items, ... })
 */
export function useReportDesignActions(o: Options) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState<'parse' | 'save' | null>(null);
  const { form, design } = o;

  const refusals = (e: unknown) => {
    const errors = fieldErrorsOf(e);
    const onHead = errors.filter((f) => f.name.startsWith('head.'));
    form.setFields(
      onHead.map((f) => ({ name: f.name.slice('head.'.length) as keyof HeadValues, errors: f.errors })),
    );
    setProblems(errors.filter((f) => !f.name.startsWith('head.')).flatMap((f) => f.errors));
    return errors.length > 0;
  };

  async function parse() {
    const { cgrSql, dbSource } = form.getFieldsValue();
    setBusy('parse');
    setProblems([]);
    form.setFields([{ name: 'cgrSql', errors: [] }]);
    try {
      const parsed = await cgreportApi.parseSql(cgrSql ?? '', dbSource || null);
      const merged = mergeParsed({ items: o.items, params: o.params }, parsed);
      o.setItems(merged.items);
      o.setParams(merged.params);
      void message.success(
        t('web.cgreport.designer.parsed', { columns: merged.items.length, params: merged.params.length }),
      );
    } catch (e) {
      // a refusal without a field (a bad SQL) shows at the SQL
      if (!refusals(e)) form.setFields([{ name: 'cgrSql', errors: [(e as Error).message] }]);
    } finally {
      setBusy(null);
    }
  }

  async function save() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (!o.items.length) return void setProblems([t('web.cgreport.designer.parseFirst')]);
    setBusy('save');
    setProblems([]);
    const body: ReportDesign = {
      head: { ...values, id: design.head.id, dbSource: values.dbSource || null },
      items: o.items.map((item, orderNum) => ({ ...item, orderNum })),
      params: o.params.map((param, orderNum) => ({ ...param, orderNum })),
    };
    try {
      await (design.head.id ? cgreportApi.edit(body) : cgreportApi.add(body));
      void message.success(t('server.cgreport.saved'));
      o.onSaved();
      o.onClose();
    } catch (e) {
      if (!refusals(e)) setProblems([(e as Error).message]);
    } finally {
      setBusy(null);
    }
  }

  return { parse, save, busy, problems };
}
