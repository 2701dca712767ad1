import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { renderUi } from '../../test/render';
import { startLookupServer } from '../dict-select/lookup-server';
import type { SearchSelectProps } from './search-select';

let server: Awaited<ReturnType<typeof startLookupServer>>;
let SearchSelect: ComponentType<SearchSelectProps>;
const USERS = 'sys_user,realname,username';
const PEOPLE = [
  { value: 'li', text: '李工' },
  { value: 'liu', text: '刘工' },
  { value: 'wang', text: '王工' },
];

beforeAll(async () => {
  server = await startLookupServer({
    [`/sys/dict/loadDict/${USERS}`]: (q) => {
      const keyword = q.get('keyword') ?? '';
      // the first keyword answers late: its answer must not replace the newer one
      return {
        result: PEOPLE.filter((p) => p.text.includes(keyword)).slice(0, Number(q.get('pageSize'))),
        delay: keyword === '工' ? 600 : 0,
      };
    },
    [`/sys/dict/loadDictItem/${USERS}`]: (q) => ({
      result: (q.get('key') ?? '').split(',').map((k) => PEOPLE.find((p) => p.value === k)?.text ?? k),
    }),
    '/sys/dict/getDictItems/sex': () => ({
      result: [
        { value: '1', text: '男' },
        { value: '2', text: '女' },
      ],
    }),
  });
  vi.stubEnv('VITE_API_BASE', server.base);
  SearchSelect = (await import('./search-select')).SearchSelect;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

function Harness(props: Omit<SearchSelectProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState<string | undefined>(props.initial);
  return (
    <>
      <SearchSelect {...props} value={value} onChange={setValue} />
      <output data-testid="value">{value ?? ''}</output>
    </>
  );
}
const searches = () => server.calls.filter((c) => c.path.startsWith('/sys/dict/loadDict/'));
const type = (text: string) => fireEvent.change(screen.getByRole('combobox'), { target: { value: text } });

describe('SearchSelect', () => {
  it('asks 请输入搜索内容 before typing, searches 300 ms after the last key and keeps the newest answer', async () => {
    renderUi(<Harness dict={USERS} async pageSize={5} />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(await screen.findByText('请输入搜索内容')).toBeTruthy();
    const before = searches().length;
    type('工');
    await new Promise((r) => setTimeout(r, 350));
    type('李');
    type('李工');
    expect(searches().length).toBe(before + 1);
    await waitFor(() => expect(searches().length).toBe(before + 2));
    expect(searches().at(-1)!.query.get('keyword')).toBe('李工');
    expect(searches().at(-1)!.query.get('pageSize')).toBe('5');
    expect(await screen.findByTitle('李工')).toBeTruthy();
    // the late answer to 工 arrives now and is ignored
    await new Promise((r) => setTimeout(r, 700));
    expect(screen.queryByTitle('王工')).toBeNull();
    fireEvent.click(screen.getByTitle('李工'));
    expect(screen.getByTestId('value').textContent).toBe('li');
  });

  it('says 没有查询到任何数据 when nothing matches', async () => {
    renderUi(<Harness dict={USERS} async />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    type('赵');
    expect(await screen.findByText('没有查询到任何数据')).toBeTruthy();
  });

  it('shows the text of a stored value through loadDictItem', async () => {
    renderUi(<Harness dict={USERS} async initial="wang" />);
    expect(await screen.findByTitle('王工')).toBeTruthy();
  });

  it('filters a whole dictionary locally when not async', async () => {
    renderUi(<Harness dict="sex" />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    type('女');
    fireEvent.click(await screen.findByTitle('女'));
    expect(screen.getByTestId('value').textContent).toBe('2');
    expect(searches().every((c) => !c.path.endsWith('/sex'))).toBe(true);
  });
});
