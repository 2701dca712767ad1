import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Form, Input, Space, Spin } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { depart, fieldLabelKey, fieldList } from '@weld/core';
import { errorText } from '../../../lib/api/error-text';
import { FieldControl } from '../../../kit/field-control';
import { fieldRules, placeholderOf } from '../../../kit/form-rules';
import { fromFormValues, toFormValues } from '../../../kit/form-values';
import { resourceKeys, type ResourceApi } from '../../../kit/resource-api';
import { fieldErrorsOf } from '../../../kit/server-errors';

interface Props {
  api: ResourceApi;
  departId: string;
  /** name of the parent department, shown above the form */
  parentName: string | null;
  canEdit: boolean;
}

/** 基本信息: the chosen department's fields, its org code read-only (the server draws it). */
export function DepartInfoForm({ api, departId, parentName, canEdit }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [error, setError] = useState<string | null>(null);
  const fields = useMemo(() => fieldList(depart).filter((f) => f.form), []);
  const label = (key: string) => t(fieldLabelKey(depart, key));
  const record = useQuery({
    queryKey: resourceKeys('depart').detail(departId),
    queryFn: () => api.queryById(departId),
  });

  const reset = () => {
    setError(null);
    form.resetFields();
    if (record.data) form.setFieldsValue(toFormValues(fields, record.data));
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- refilled when another record (or a fresh copy) arrives
  useEffect(reset, [record.data]);

  const mutation = useMutation({
    mutationFn: (body: Record<string, unknown>) => api.edit(body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: resourceKeys('depart').all });
    },
    onError: (e) => {
      const byField = fieldErrorsOf(e).filter((f) => fields.some((d) => d.key === f.name));
      if (byField.length) form.setFields(byField);
      else setError(errorText(e, t('web.http.unknown')));
    },
  });

  async function save() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setError(null);
    mutation.mutate(fromFormValues(fields, values, departId));
  }

  if (record.isLoading) return <Spin />;
  return (
    <div>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {mutation.isSuccess && !mutation.isPending && (
        <Alert
          type="success"
          showIcon
          title={t('web.sysDepart.saved')}
          style={{ marginBottom: 16 }}
          closable
        />
      )}
      <Form form={form} layout="vertical" name="depart-info" disabled={!canEdit}>
        <Form.Item label={label('parentId')}>
          <Input value={parentName ?? t('web.sysDepart.rootParent')} disabled />
        </Form.Item>
        <Form.Item label={label('orgCode')}>
          <Input value={String(record.data?.orgCode ?? '')} disabled data-testid="org-code" />
        </Form.Item>
        {fields.map((f) => (
          <Form.Item key={f.key} name={f.key} label={label(f.key)} rules={fieldRules(f, label(f.key), t)}>
            <FieldControl
              field={f}
              placeholder={placeholderOf(f, label(f.key), t)}
              allowClear={!f.required}
            />
          </Form.Item>
        ))}
      </Form>
      {canEdit && (
        <Space>
          <Button type="primary" loading={mutation.isPending} onClick={() => void save()}>
            {t('web.sysDepart.save')}
          </Button>
          <Button onClick={reset}>{t('web.sysDepart.reset')}</Button>
        </Space>
      )}
    </div>
  );
}
