import { useMemo, useRef, useState } from 'react';
import { App, Form, type FormProps } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Rule } from 'antd/es/form';
import { fieldList, isSecret, type Field, type ResourceDefinition } from '@weld/core';
import { errorText } from '../lib/api/error-text';
import { fromFormValues, toFormValues } from './form-values';
import { MissingUrlError, resourceKeys, type ResourceApi, type Row } from './resource-api';
import { fieldErrorsOf } from './server-errors';
import { askDuplicate, duplicateRule } from './duplicate-rule';
import { useFieldDenials } from './use-field-rights';

export type FormMode = 'create' | 'edit' | 'detail';

/** The form values of the preset fields that are form fields, as their controls hold them. */
function presetValues(fields: readonly Field[], values: Record<string, unknown>): Record<string, unknown> {
  const preset = fields.filter((f) => Object.hasOwn(values, f.key));
  return toFormValues(preset, values);
}

/**
 * What a screen adds to the form's save beyond its own fields (an online main form's sub tables): it runs after
 * the form's fields validated and may stop the save, and it sees a refusal first.
 */
export interface SaveGuard {
  /** what the body carries beyond the form's fields, or null: the save stops (the guard showed why) */
  prepare(mode: 'create' | 'edit', record: Row | null): Promise<Record<string, unknown> | null>;
  /** the form's own fields failed their rules (e.g. show the tab holding them) */
  invalid?(): void;
  /** a refused save: true when the guard showed it itself (e.g. at a sub table's cell) */
  refused?(e: unknown): boolean;
}

export interface ResourceFormOptions {
  definition: ResourceDefinition;
  api: ResourceApi;
  /** after a save: the server's answer (the saved record), e.g. to show what it generated once */
  onSaved?: (result: unknown, mode: 'create' | 'edit') => void;
  /** values a new record starts with and every save carries (e.g. the parent a sub-list belongs to) */
  fixed?: Record<string, unknown>;
  /** checks and values beyond the form's fields, before anything is sent */
  guard?: SaveGuard;
}

/**
 * One form for create and edit (detail reads the same record): Ant Design-ready `formProps`, opening
 * and saving; the server's per-field errors land on their fields, other refusals above the form.
 * @example const { formProps, openCreate, save } = useResourceForm({ definition: position, api })
 */
export function useResourceForm({ definition, api, onSaved, fixed, guard }: ResourceFormOptions) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [mode, setMode] = useState<FormMode | null>(null);
  const [record, setRecord] = useState<Row | null>(null);
  const [error, setError] = useState<string | null>(null);
  // query permissions: a hidden field is no form field, a disabled one is shown but not changed (the server keeps it either way)
  const denials = useFieldDenials(definition);
  const fields = useMemo(
    () => fieldList(definition).filter((f) => f.form && !denials.hidden.includes(f.key)),
    [definition, denials],
  );
  // the open record, read by the duplicate checks when they ask (its own value is no duplicate)
  const openRecord = useRef<Row | null>(null);
  // values a new record starts with for this opening only (添加下级: the parent), saved even when not form fields
  const preset = useRef<Record<string, unknown>>({});
  // one debounced check per unique field, kept across renders so typing shares one timer
  const duplicates = useMemo(() => {
    const ask = (fieldName: string) => (value: string) =>
      askDuplicate(
        {
          tableName: definition.table,
          fieldName,
          ...(openRecord.current ? { dataId: openRecord.current.id } : {}),
        },
        value,
      );
    return new Map(
      fields.filter((f) => f.unique && !isSecret(f)).map((f) => [f.key, duplicateRule(ask(f.key))]),
    );
  }, [definition, fields]);

  const mutation = useMutation({
    mutationFn: (body: Record<string, unknown>) => (body.id ? api.edit(body) : api.add(body)),
    onSuccess: async (result, body) => {
      await queryClient.invalidateQueries({ queryKey: resourceKeys(definition.name).all });
      void message.success(t('web.kit.saved'));
      close();
      onSaved?.(result, body.id ? 'edit' : 'create');
    },
    onError: (e) => {
      if (e instanceof MissingUrlError) return void message.error(t('web.kit.urlMissing', { name: e.url }));
      // an error at a field the form does not show (a fixed parent key) is shown above the form
      const shown = form.getFieldsValue();
      const byField = fieldErrorsOf(e).filter(
        (f) => fields.some((d) => d.key === f.name) && Object.hasOwn(shown, f.name),
      );
      if (byField.length) form.setFields(byField);
      if (guard?.refused?.(e)) return;
      if (!byField.length) setError(errorText(e, t('web.http.unknown')));
    },
  });

  function open(next: FormMode, row: Row | null, values: Record<string, unknown> = {}) {
    preset.current = values;
    setMode(next);
    setRecord(row);
    openRecord.current = row;
    for (const [key, check] of duplicates) check.reset(row?.[key]);
    setError(null);
    form.resetFields();
    form.setFieldsValue({
      ...toFormValues(fields, row ?? undefined),
      ...(row ? {} : { ...presetValues(fields, values), ...fixed }),
    });
  }

  function close() {
    setMode(null);
    setRecord(null);
  }

  async function save(): Promise<void> {
    for (const check of duplicates.values()) check.hurry(true);
    const values = await form.validateFields().catch(() => null);
    for (const check of duplicates.values()) check.hurry(false);
    if (!values) return void guard?.invalid?.();
    setError(null);
    const guarded = guard ? await guard.prepare(mode === 'edit' ? 'edit' : 'create', record) : {};
    if (!guarded) return;
    // values of a form-section slot travel too; the definition's fields the form shows in wire format (one it
    // leaves out is not sent: an edit keeps its value, an add its default), then the preset values it does not show
    const rendered = (key: string) => Object.hasOwn(values, key);
    const extra = Object.fromEntries(
      Object.entries(values).filter(([k]) => !fields.some((f) => f.key === k)),
    );
    const unshownPreset = Object.entries(mode === 'create' ? preset.current : {}).filter(
      ([k]) => !rendered(k),
    );
    mutation.mutate({
      ...guarded,
      ...extra,
      ...fromFormValues(
        fields.filter((f) => rendered(f.key)),
        values,
        mode === 'edit' ? record?.id : undefined,
      ),
      ...Object.fromEntries(unshownPreset),
      ...fixed,
    });
  }

  const formProps: FormProps<Record<string, unknown>> = {
    form,
    layout: 'vertical',
    name: `${definition.name}-form`,
  };

  return {
    formProps,
    form,
    fields,
    mode,
    record,
    error,
    saving: mutation.isPending,
    openCreate: () => open('create', null),
    /** a new record starting with `values`, which its save carries even when they are no form fields (a parent) */
    openCreateWith: (values: Record<string, unknown>) => open('create', null, values),
    openEdit: (row: Row) => open('edit', row),
    openDetail: (row: Row) => open('detail', row),
    close,
    save,
    /** whether the user's rights keep them from changing a field (shown disabled) */
    isDisabled: (key: string) => denials.disabled.includes(key),
    /** the debounced server duplicate check of a unique field (spec shell §5), none for others */
    uniqueRules: (key: string): Rule[] => {
      const check = duplicates.get(key);
      return check ? [check.rule] : [];
    },
  };
}
