import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import type { ComponentType } from 'react';
import { categoryPicker, defineResource } from '@weld/core';
import { renderUi } from '../../test/render';
import { startLookupServer } from '../dict-select/lookup-server';
import type { FormControlProps } from './kind-parts';

let server: Awaited<ReturnType<typeof startLookupServer>>;
let FormControl: ComponentType<FormControlProps>;

const node = (key: string, title: string) => ({ key, title, name: title, code: key, leaf: false });
const CHILDREN: Record<string, ReturnType<typeof node>[]> = {
  machine: [node('mig', 'MIG 系列'), node('tig', 'TIG 系列')],
  robot: [node('rs', 'R 系列')],
  mig: [node('nb350', 'NB-350')],
};
const NAMES: Record<string, string> = {
  machine: '焊机',
  robot: '焊接机器人',
  mig: 'MIG 系列',
  nb350: 'NB-350',
};

beforeAll(async () => {
  server = await startLookupServer({
    '/sys/category/loadTreeRoot': (q) => ({
      result: q.get('pcode') === 'A02' ? [node('machine', '焊机'), node('robot', '焊接机器人')] : [],
    }),
    '/sys/category/loadTreeChildren': (q) => ({ result: CHILDREN[q.get('pid') ?? ''] ?? [] }),
    '/sys/category/loadDictItem/': (q) => ({
      result: (q.get('ids') ?? '').split(',').map((id) => NAMES[id] ?? id),
    }),
  });
  vi.stubEnv('VITE_API_BASE', server.base);
  FormControl = (await import('./index')).fieldKindPart('category', 'FormControl');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

// 产品线 → 系列 → 型号, as an online form's link_down serves them
const pick = defineResource({
  name: 'extProductPick',
  area: 'test',
  path: '/test/pick',
  table: 'ext_product_pick',
  permission: 'test:pick',
  fields: {
    line: categoryPicker({ cascade: { pcode: 'A02', below: ['series', 'model'] } }),
    series: categoryPicker({ cascade: { pcode: 'A02', parent: 'line', below: ['model'] } }),
    model: categoryPicker({ cascade: { pcode: 'A02', parent: 'series', below: [] } }),
  },
});

function PickForm({ initial }: { initial?: Record<string, string> }) {
  const [form] = Form.useForm();
  // every value the form holds now, set by a control or by the form itself
  const values: unknown = Form.useWatch((all) => all, { form, preserve: true });
  return (
    <Form form={form} initialValues={initial}>
      {(['line', 'series', 'model'] as const).map((key) => (
        <Form.Item key={key} name={key} label={key}>
          <FormControl field={pick.fields[key]} placeholder={key} />
        </Form.Item>
      ))}
      <output id="values">{JSON.stringify(values ?? {})}</output>
    </Form>
  );
}

/** The select of a level, found by its form item's label. */
const level = (key: string) => document.getElementById(key)!.closest('.ant-select') as HTMLElement;
async function choose(key: string, title: string) {
  fireEvent.mouseDown(within(level(key)).getByRole('combobox'));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => o.getAttribute('title') === title && o.closest('.ant-select-dropdown-hidden') === null,
    );
    if (!found) throw new Error(`no option ${title}`);
    return found;
  });
  fireEvent.click(option);
}
const childCalls = (pid: string) =>
  server.calls.filter((c) => c.path === '/sys/category/loadTreeChildren' && c.query.get('pid') === pid);

describe('linked selects (a category field with a cascade)', { timeout: 30_000 }, () => {
  it('lists the root’s children first, then the chosen parent’s, and waits while the level above is empty', async () => {
    renderUi(<PickForm />);
    expect(level('series').classList.contains('ant-select-disabled')).toBe(true);
    await choose('line', '焊机');
    await waitFor(() => expect(level('series').classList.contains('ant-select-disabled')).toBe(false));
    expect(childCalls('machine').length).toBeGreaterThan(0);
    await choose('series', 'TIG 系列');
    await waitFor(() =>
      expect(JSON.parse(document.getElementById('values')!.textContent!)).toMatchObject({
        line: 'machine',
        series: 'tig',
      }),
    );
    expect(level('model').classList.contains('ant-select-disabled')).toBe(false);
  });

  it('shows a stored record’s names, and a new parent empties the levels below and loads its own children', async () => {
    renderUi(<PickForm initial={{ line: 'machine', series: 'mig', model: 'nb350' }} />);
    expect(await within(level('model')).findByText('NB-350')).toBeTruthy();
    expect(within(level('series')).getByText('MIG 系列')).toBeTruthy();
    expect(within(level('line')).getByText('焊机')).toBeTruthy();
    await choose('line', '焊接机器人');
    await waitFor(() =>
      expect(JSON.parse(document.getElementById('values')!.textContent!)).toEqual({ line: 'robot' }),
    );
    expect(within(level('series')).queryByText('MIG 系列')).toBeNull();
    expect(level('model').classList.contains('ant-select-disabled')).toBe(true);
    await choose('series', 'R 系列');
    expect(childCalls('robot').length).toBeGreaterThan(0);
  });
});
