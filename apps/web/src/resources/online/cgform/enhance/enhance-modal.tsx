import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Form, Modal, Spin, Tabs } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CgformEnhance } from '@weld/core';
import { HttpError } from '../../../../lib/http';
import { errorText } from '../../../../lib/api/error-text';
import { cgformApi } from '../cgform-api';
import { ButtonList, type FieldChoice } from './button-list';
import { enhanceApi, type EnhanceRevision } from './enhance-api';
import { RevisionList } from './revision-list';
import { RuleList, type RuleField } from './rule-list';

/** Columns the kit keeps: a button does not set them (core's enhanceProblems refuses them too). */
const KEPT = ['id', 'create_by', 'create_time', 'update_by', 'update_time', 'del_flag', 'tenant_id'];
const K = 'web.cgform.enhance';

interface Props {
  head: { id: string; tableName: string; tableTxt?: string };
  onClose(): void;
}

/** Refusal keys that have a picker of their own in the editor. */
const PICKERS =
  /^(buttons\.\d+\.(buttonCode|buttonName|buttonIcon|buttonStyle|optPosition|orderNum|optType|actionName|assignments\.\d+\.(field|source|value))|rules\.\d+\.(field|values|effect|target|options))$/;

/** `buttons.0.assignments.1.value` → the form's name path; numbers stay numbers. */
const pathOf = (key: string) => key.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/**
 * 按钮/联动 of a design: its custom buttons and field linkage rules edited with pickers (no code is typed), saved
 * together as a new revision, and the 16 newest revisions with 恢复. Refusals show at their pickers; the rest above.
 * @example <EnhanceModal head={record} onClose={close} />
 */
export function EnhanceModal({ head, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  // the editor's values are CgformEnhance; untyped so refusal paths from the server can be set by name
  const [form] = Form.useForm<Record<string, unknown>>();
  const [tab, setTab] = useState('buttons');
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const stored = useQuery({
    queryKey: ['cgformHead', 'enhance', head.id],
    gcTime: 0,
    queryFn: async () => {
      const [enhance, fields] = await Promise.all([enhanceApi.load(head.id), cgformApi.fields(head.id)]);
      return { enhance, fields };
    },
  });
  const revisions = useQuery({
    queryKey: ['cgformHead', 'enhanceRevisions', head.id],
    gcTime: 0,
    queryFn: () => enhanceApi.revisions(head.id),
  });
  useEffect(() => {
    if (stored.data)
      form.setFieldsValue({ buttons: stored.data.enhance.buttons, rules: stored.data.enhance.rules });
  }, [stored.data, form]);

  const choices = useMemo(() => {
    const fields = (stored.data?.fields ?? []).filter((f) => f.dbType !== 'Blob');
    const all: RuleField[] = fields.map((f) => ({
      value: f.dbFieldName,
      label: `${f.dbFieldTxt || f.dbFieldName} (${f.dbFieldName})`,
      dictCode: f.dictField && !f.dictTable ? f.dictField : null,
    }));
    const settable: FieldChoice[] = all.filter((f) => !KEPT.includes(f.value));
    return { all, settable, rules: all.filter((f) => f.value !== 'id') };
  }, [stored.data]);

  /** Refusals at their pickers where the form has one, the rest listed above the tabs. */
  function showRefusal(e: unknown) {
    const errors =
      (e instanceof HttpError && (e.failure.result as { errors?: Record<string, string> } | null)?.errors) ||
      null;
    if (!errors) return setProblems([errorText(e, t('web.http.unknown'))]);
    const placed = Object.entries(errors).filter(([key]) => PICKERS.test(key));
    form.setFields(placed.map(([key, text]) => ({ name: pathOf(key), errors: [text] })));
    setProblems(
      Object.entries(errors)
        .filter(([key]) => !placed.some(([p]) => p === key))
        .map(([, text]) => text),
    );
    setTab(Object.keys(errors)[0]?.startsWith('rules') ? 'rules' : 'buttons');
  }

  async function refreshAfter(saved: CgformEnhance) {
    form.resetFields();
    form.setFieldsValue({ buttons: saved.buttons, rules: saved.rules });
    setProblems([]);
    await queryClient.invalidateQueries({ queryKey: ['cgformHead', 'enhanceRevisions', head.id] });
    await queryClient.invalidateQueries({ queryKey: ['cgformEnhance'] });
  }

  async function save() {
    setSaving(true);
    try {
      const values = form.getFieldsValue(true) as CgformEnhance;
      const saved = await enhanceApi.save(head.id, {
        buttons: values.buttons ?? [],
        rules: values.rules ?? [],
      });
      void message.success(t(`${K}.saved`));
      await refreshAfter(saved);
    } catch (e) {
      void message.error(t(`${K}.notSaved`));
      showRefusal(e);
    } finally {
      setSaving(false);
    }
  }

  async function restore(revision: EnhanceRevision) {
    try {
      await refreshAfter(await enhanceApi.restore(head.id, revision.id));
      void message.success(t('server.cgform.enhance.restored'));
      setTab('buttons');
    } catch {
      // the HTTP client reported the refusal (a field the revision names is gone)
    }
  }

  return (
    <Modal
      open
      width={1100}
      title={t(`${K}.title`, {
        name: head.tableTxt ? `${head.tableTxt} (${head.tableName})` : head.tableName,
      })}
      okText={t('common.save')}
      cancelText={t('common.close')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      okButtonProps={{ disabled: tab === 'revisions' }}
      maskClosable={false}
      destroyOnHidden
    >
      <Spin spinning={stored.isPending}>
        {problems.length > 0 && (
          <Alert type="error" showIcon style={{ marginBottom: 12 }} message={problems.join('; ')} />
        )}
        <Form form={form} layout="vertical" name="cgform-enhance" initialValues={{ buttons: [], rules: [] }}>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: 'buttons',
                label: t(`${K}.tabs.buttons`),
                forceRender: true,
                children: (
                  <ButtonList
                    settable={choices.settable}
                    fields={choices.all}
                    actions={stored.data?.enhance.actions ?? []}
                  />
                ),
              },
              {
                key: 'rules',
                label: t(`${K}.tabs.rules`),
                forceRender: true,
                children: <RuleList fields={choices.rules} />,
              },
              {
                key: 'revisions',
                label: t(`${K}.tabs.revisions`),
                children: (
                  <RevisionList
                    revisions={revisions.data ?? []}
                    loading={revisions.isPending}
                    onRestore={restore}
                  />
                ),
              },
            ]}
          />
        </Form>
      </Spin>
    </Modal>
  );
}
