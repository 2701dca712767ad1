import type { ReactElement, ReactNode } from 'react';
import { Alert, Button, Col, Descriptions, Drawer, Form, Row as GridRow, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  detailColumns,
  fieldLabelKey,
  fieldList,
  isSecret,
  MODAL_WIDTH,
  type Field,
  linkageEffects,
  type LinkageEffects,
  type LinkageRule,
  type ResourceDefinition,
} from '@weld/core';
import { fieldText } from './field-cell';
import { FieldControl } from './field-control';
import { fieldRules, placeholderOf } from './form-rules';
import type { Row } from './resource-api';
import type { FormMode, useResourceForm } from './use-resource-form';
import { useNarrow } from './use-narrow';

/** Extra form content for a resource, e.g. fields that need a custom control. */
export type FormSectionSlot = (ctx: { mode: FormMode; record: Row | null }) => ReactNode;

/** Wraps the generated form fields, e.g. into the first of several tabs; `fields` must be rendered once. */
export type FormLayoutSlot = (ctx: { mode: FormMode; record: Row | null; fields: ReactNode }) => ReactNode;

/** Content after the detail view's fields, e.g. a record's sub rows. */
export type DetailSectionSlot = (ctx: { record: Row }) => ReactNode;

/** The form control of one field in place of its kind's (a cron editor, a select fed by the server); its Form.Item hands it value and onChange. */
export type ControlSlot = (ctx: { field: Field; placeholder: string; mode: FormMode }) => ReactElement;

interface Props {
  definition: ResourceDefinition;
  form: ReturnType<typeof useResourceForm>;
  formSection?: FormSectionSlot;
  formLayout?: FormLayoutSlot;
  detailSection?: DetailSectionSlot;
  /** form controls by field key, in place of the kit's */
  controls?: Partial<Record<string, ControlSlot>>;
  /** a line under a field by field key, stating its meaning or format before the user submits */
  hints?: Partial<Record<string, ReactNode>>;
  /** field keys the form leaves out per mode (e.g. a password on edit, changed elsewhere); they are sent empty, which keeps them */
  omit?: Partial<Record<FormMode, readonly string[]>>;
  /** field keys required per mode beyond the definition (e.g. a password when creating, which the server demands there) */
  required?: Partial<Record<FormMode, readonly string[]>>;
  /** the detail view's columns: 3 by default, at most 4 (widgets §9); fewer on narrow windows */
  columns?: number;
  /** fields per row of the create/edit form, 1 to 4 (an online form's template); one by default */
  formColumns?: number;
  /** the create/edit drawer's width in place of the one its fields per row give (a form holding wide sub tables) */
  formSize?: number | string;
  /** linkage rules by field key, applied live: a hidden field leaves the form (and the save), others required, disabled or with fewer choices */
  linkage?: readonly LinkageRule[];
}

/** The form's drawer width; a detail is as wide as the spec's modal (60%) so that its columns fit. */
const FORM_WIDTH = 600;
/** Each further field per row widens the form by this much, up to the window's width. */
const FORM_COLUMN_WIDTH = 320;

/** Fields per row between 1 and 4; anything else is one. */
const formColumnsOf = (n: number | undefined) => (n && n >= 1 && n <= 4 ? Math.floor(n) : 1);
// never wider than the window: on a phone the drawer is the screen, 确定 within reach
const fitted = (size: number | string | undefined) =>
  typeof size === 'number' ? `min(100vw, ${size}px)` : size;
const formWidth = (perRow: number) => `min(100vw, ${FORM_WIDTH + (perRow - 1) * FORM_COLUMN_WIDTH}px)`;

/** The form's items, several to a row on a grid when asked. */
function FormGrid({ perRow, items }: { perRow: number; items: ReactElement[] }) {
  if (perRow === 1) return <>{items}</>;
  return (
    <GridRow gutter={24}>
      {items.map((item) => (
        <Col key={item.key} span={24 / perRow}>
          {item}
        </Col>
      ))}
    </GridRow>
  );
}

const TITLES: Record<FormMode, string> = {
  create: 'web.kit.createTitle',
  edit: 'web.kit.editTitle',
  detail: 'web.kit.detailTitle',
};

/** An edit leaves an empty secret as it was (the server kit does too), so a password is required only when creating. */
const asEdited = (field: Field, mode: FormMode | null): Field =>
  mode === 'edit' && isSecret(field) ? { ...field, required: false } : field;

/** The drawer of create, edit (one generated form) and detail (the record's texts). */
export function ResourceDrawer({
  definition,
  form,
  formSection,
  formLayout,
  detailSection,
  controls,
  hints,
  omit,
  required,
  columns,
  formColumns,
  formSize,
  linkage,
}: Props) {
  const { t } = useTranslation();
  const narrow = useNarrow();
  const { mode, record } = form;
  const label = (key: string) => t(fieldLabelKey(definition, key));
  const detailFields = fieldList(definition).filter((f) => f.detail);
  const cols = detailColumns(columns);
  const perRow = formColumnsOf(formColumns);

  /** The form's items as the linkage rules' effects leave them (none: as the definition says). */
  const itemsFor = (effects: LinkageEffects | null) =>
    form.fields
      .filter((f) => !(mode && omit?.[mode]?.includes(f.key)) && !effects?.hidden.has(f.key))
      .map((f) => {
        const requiredHere = (mode && required?.[mode]?.includes(f.key)) || effects?.required.has(f.key);
        const placeholder = placeholderOf(f, label(f.key), t);
        // a custom control mounts with the open form, so a heavy one (the cron editor) loads only when used
        const control = controls?.[f.key];
        return (
          <Form.Item
            key={f.key}
            name={f.key}
            label={label(f.key)}
            extra={hints?.[f.key]}
            rules={[
              ...fieldRules(requiredHere ? { ...f, required: true } : asEdited(f, mode), label(f.key), t),
              ...form.uniqueRules(f.key),
            ]}
          >
            {control && mode ? (
              control({ field: f, placeholder, mode })
            ) : (
              <FieldControl
                field={f}
                placeholder={placeholder}
                allowClear={!f.required}
                disabled={form.isDisabled(f.key) || effects?.readonly.has(f.key)}
                allowedValues={effects?.options.get(f.key)}
              />
            )}
          </Form.Item>
        );
      });

  const footer =
    mode === 'detail' ? (
      <Button onClick={form.close}>{t('common.close')}</Button>
    ) : (
      <Space>
        <Button onClick={form.close}>{t('common.cancel')}</Button>
        <Button type="primary" loading={form.saving} onClick={() => void form.save()}>
          {t('common.ok')}
        </Button>
      </Space>
    );

  const generated =
    linkage && linkage.length > 0 ? (
      // linkage rules: the items are drawn again on every change, by the rules' effects on the values now
      <Form.Item noStyle shouldUpdate>
        {() => (
          <FormGrid
            perRow={perRow}
            items={itemsFor(linkageEffects(linkage, form.form.getFieldsValue(true)))}
          />
        )}
      </Form.Item>
    ) : (
      <FormGrid perRow={perRow} items={itemsFor(null)} />
    );

  return (
    <Drawer
      open={mode !== null}
      onClose={form.close}
      title={mode ? t(TITLES[mode]) : ''}
      size={mode === 'detail' ? (narrow ? '100vw' : MODAL_WIDTH) : (fitted(formSize) ?? formWidth(perRow))}
      forceRender
      footer={<div style={{ textAlign: 'right' }}>{footer}</div>}
    >
      {mode === 'detail' && record && (
        <Descriptions
          column={{ xs: 1, sm: 1, md: Math.min(2, cols), lg: Math.min(2, cols), xl: cols, xxl: cols }}
          layout="vertical"
          bordered
          size="small"
          items={detailFields.map((f) => ({
            key: f.key,
            label: label(f.key),
            children: fieldText(f, record, t),
          }))}
        />
      )}
      {mode === 'detail' && record && detailSection?.({ record })}
      <div style={mode === 'detail' ? { display: 'none' } : undefined}>
        {form.error && <Alert type="error" showIcon title={form.error} style={{ marginBottom: 16 }} />}
        {/* a layout may hold widgets with forms of their own (the sub tables' grids): no <form> around them */}
        <Form {...form.formProps} component={formLayout ? false : undefined}>
          {mode && formLayout ? formLayout({ mode, record, fields: generated }) : generated}
          {mode && formSection?.({ mode, record })}
        </Form>
      </div>
    </Drawer>
  );
}
