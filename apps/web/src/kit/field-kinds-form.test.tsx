import '../widgets/editors/jsdom-layout';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import {
  compileRuntimeResource,
  fieldList,
  type ResourceDefinition,
  type RuntimeFieldKind,
  type RuntimeFieldSpec,
} from '@weld/core';
import { session } from '../lib/session';
import { renderUi } from '../test/render';
import { FieldControl } from './field-control';
import { toFormValues } from './form-values';

/** One field of each kind an admin may give a field defined at run time. */
const KINDS: RuntimeFieldKind[] = [
  'text',
  'number',
  'money',
  'date',
  'datetime',
  'dict',
  'multiDict',
  'switchYN',
  'password',
  'richText',
  'image',
  'file',
  'user',
  'depart',
  'position',
  'category',
];

function runtimeDefinition(): ResourceDefinition {
  const fields: Record<string, RuntimeFieldSpec> = {};
  for (const kind of KINDS)
    fields[`${kind}Field`] = {
      kind,
      label: { zh_CN: kind },
      ...(kind === 'dict' || kind === 'multiDict' ? { dictCode: 'weld_process' } : {}),
    };
  const compiled = compileRuntimeResource({
    name: 'kindSample',
    table: 'kind_sample',
    title: { zh_CN: '样例' },
    fields,
  });
  if ('problems' in compiled) throw new Error(JSON.stringify(compiled.problems));
  return compiled;
}

const record = {
  dateField: '2026-11-27',
  datetimeField: '2026-11-27 08:30:00',
  dictField: 'TIG',
  multiDictField: 'TIG,MIG',
  switchYNField: 'Y',
  numberField: 12,
  moneyField: 3.5,
  textField: '焊机',
};

function KindForm({ definition }: { definition: ResourceDefinition }) {
  const fields = fieldList(definition);
  return (
    <Form initialValues={toFormValues(fields, record)}>
      {fields.map((f) => (
        <div key={f.key} data-testid={f.key}>
          <Form.Item name={f.key} label={f.key}>
            <FieldControl field={f} />
          </Form.Item>
        </div>
      ))}
    </Form>
  );
}

const box = (kind: string) => screen.getByTestId(`${kind}Field`);

// the test setup clears the session after each test
beforeEach(() => {
  session.setDict({
    weld_process: [
      { value: 'TIG', text: '氩弧焊' },
      { value: 'MIG', text: '气保焊' },
    ],
  });
});

describe('a form drawn from a field defined at run time, one of each kind', () => {
  it("shows each kind's control, holding the record's value", async () => {
    renderUi(<KindForm definition={runtimeDefinition()} />);
    expect(box('text').querySelector<HTMLInputElement>('input.ant-input')!.value).toBe('焊机');
    expect(box('number').querySelector<HTMLInputElement>('.ant-input-number input')!.value).toBe('12');
    expect(box('money').querySelector<HTMLInputElement>('.ant-input-number input')!.value).toBe('3.50');
    expect(box('date').querySelector<HTMLInputElement>('.ant-picker input')!.value).toBe('2026-11-27');
    expect(box('datetime').querySelector<HTMLInputElement>('.ant-picker input')!.value).toBe(
      '2026-11-27 08:30:00',
    );
    await waitFor(() => expect(within(box('dict')).getByText('氩弧焊')).toBeTruthy());
    expect(box('dict').querySelector('.ant-select-multiple')).toBeNull();
    expect(box('multiDict').querySelector('.ant-select-multiple')).not.toBeNull();
    expect(within(box('switchYN')).getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(box('password').querySelector('input[type="password"]')).not.toBeNull();
    expect(box('image').querySelector('.ant-upload-wrapper.ant-upload-picture-card-wrapper')).not.toBeNull();
    expect(box('file').querySelector('.ant-upload-wrapper')).not.toBeNull();
    expect(box('file').querySelector('.ant-upload-picture-card-wrapper')).toBeNull();
    expect(within(box('user')).getByRole('button', { name: '选择用户' })).toBeTruthy();
    expect(within(box('position')).getByRole('button', { name: '选择职务' })).toBeTruthy();
    expect(within(box('depart')).getByLabelText('选择部门')).toBeTruthy();
    expect(box('category').querySelector('.ant-select.ant-tree-select')).not.toBeNull();
    await waitFor(() => expect(box('richText').querySelector('.weld-rich-text-content')).not.toBeNull(), {
      timeout: 10_000,
    });
  });

  it("shows a dictionary as radio buttons or check boxes when the field says so (an online form's radio, checkbox)", async () => {
    const compiled = compileRuntimeResource({
      name: 'lookSample',
      table: 'look_sample',
      title: { zh_CN: '样例' },
      fields: {
        process: { kind: 'dict', label: { zh_CN: '工艺' }, dictCode: 'weld_process', look: 'radio' },
        processes: {
          kind: 'multiDict',
          label: { zh_CN: '工艺' },
          dictCode: 'weld_process',
          look: 'checkbox',
        },
      },
    });
    if ('problems' in compiled) throw new Error(JSON.stringify(compiled.problems));
    const fields = fieldList(compiled);
    renderUi(
      <Form initialValues={toFormValues(fields, { process: 'MIG', processes: 'TIG,MIG' })}>
        {fields.map((f) => (
          <div key={f.key} data-testid={f.key}>
            <Form.Item name={f.key} label={f.key}>
              <FieldControl field={f} />
            </Form.Item>
          </div>
        ))}
      </Form>,
    );
    const radio = await within(screen.getByTestId('process')).findByRole('radio', { name: '气保焊' });
    expect((radio as HTMLInputElement).checked).toBe(true);
    const boxes = within(screen.getByTestId('processes')).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.checked)).toEqual([true, true]);
    // a look the kind has not is refused
    const wrong = compileRuntimeResource({
      name: 'lookWrong',
      table: 'look_wrong',
      title: { zh_CN: '样例' },
      fields: {
        process: { kind: 'dict', label: { zh_CN: '工艺' }, dictCode: 'weld_process', look: 'checkbox' },
      },
    });
    expect('problems' in wrong).toBe(true);
  });
});
