import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { renderUi } from '../../test/render';
import { startLookupServer } from '../dict-select/lookup-server';
import type { JTreeSelectProps } from './tree-select';

let server: Awaited<ReturnType<typeof startLookupServer>>;
let JTreeSelect: ComponentType<JTreeSelectProps>;
let isConditionValid: (condition: string | undefined) => boolean;
const DICT = 'sys_depart,depart_name,id';

const level = (key: string, title: string, leaf: boolean) => ({
  key,
  value: key,
  title,
  label: title,
  leaf: leaf ? 1 : 0,
  isLeaf: leaf,
});

beforeAll(async () => {
  server = await startLookupServer({
    '/sys/dict/loadTreeData': (q) => ({
      result: q.get('pid') ? [level('d-weld', '焊接车间', true)] : [level('d-hq', '总部', false)],
    }),
    [`/sys/dict/loadDictItem/${DICT}`]: (q) => ({
      result: (q.get('key') ?? '').split(',').map((k) => (k === 'd-weld' ? '焊接车间' : k)),
    }),
  });
  vi.stubEnv('VITE_API_BASE', server.base);
  ({ JTreeSelect, isConditionValid } = await import('./tree-select'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

function Harness(props: Omit<JTreeSelectProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState<string | undefined>(props.initial);
  return (
    <>
      <JTreeSelect {...props} value={value} onChange={setValue} />
      <output data-testid="value">{value ?? ''}</output>
    </>
  );
}
const trees = () => server.calls.filter((c) => c.path === '/sys/dict/loadTreeData');

describe('JTreeSelect', () => {
  it('accepts only an empty condition or a JSON object string', () => {
    expect([
      isConditionValid(undefined),
      isConditionValid('{"status":"1"}'),
      isConditionValid('status=1'),
      isConditionValid('[1]'),
      isConditionValid('null'),
    ]).toEqual([true, true, false, false, false]);
  });

  it('loads one level at a time from loadTreeData with the table, columns and condition', async () => {
    renderUi(<Harness dict={DICT} pidField="parent_id" hasChildField="" condition='{"org_category":"1"}' />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(await screen.findByTitle('总部')).toBeTruthy();
    const root = trees().at(-1)!.query;
    expect([
      root.get('tableName'),
      root.get('text'),
      root.get('code'),
      root.get('pidField'),
      root.get('pid'),
      root.get('condition'),
    ]).toEqual(['sys_depart', 'depart_name', 'id', 'parent_id', '', '{"org_category":"1"}']);
    fireEvent.click(
      screen
        .getByTitle('总部')
        .closest('.ant-select-tree-treenode')!
        .querySelector('.ant-select-tree-switcher')!,
    );
    fireEvent.click(await screen.findByTitle('焊接车间'));
    expect(screen.getByTestId('value').textContent).toBe('d-weld');
    expect(trees().at(-1)!.query.get('pid')).toBe('d-hq');
    expect((document.querySelector('.ant-select-tree-list-holder') as HTMLElement).style.maxHeight).toBe(
      '400px',
    );
  });

  it('refuses a condition that is not a JSON string with the spec message and loads nothing', async () => {
    const before = trees().length;
    renderUi(<Harness dict={DICT} pidField="parent_id" condition="org_category=1" />);
    expect(await screen.findByText('组件JTreeSelect-condition传值有误，需要一个json字符串!')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(trees().length).toBe(before);
  });

  it('shows the text of a stored key', async () => {
    renderUi(<Harness dict={DICT} pidField="parent_id" initial="d-weld" />);
    await waitFor(() => expect(screen.getByText('焊接车间')).toBeTruthy());
  });
});
