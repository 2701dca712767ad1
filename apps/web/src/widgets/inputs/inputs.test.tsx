import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { splitTags, unwrapSearch, wrapSearch, yearOptions } from './input-values';
import { MultiSelect } from './multi-select';
import { SearchInput } from './search-input';
import { TagInput } from './tag-input';
import { YearSelect } from './year-select';
import { YnSwitch } from './yn-switch';
import type { SearchMode } from './input-values';

/** A widget with its value held as a form would, printed for the assertions. */
function Held({
  render,
  initial = '',
}: {
  render: (value: string, set: (v: string) => void) => React.ReactNode;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      {render(value, setValue)}
      <output data-testid="value">{value}</output>
    </>
  );
}
const held = () => screen.getByTestId('value').textContent;
const type = (el: HTMLElement, text: string) => fireEvent.change(el, { target: { value: text } });

describe('value rules', () => {
  it('splits tag text with a semicolon after every 2 characters, counting characters not code units', () => {
    expect(splitTags('焊接电流电压')).toBe('焊接;电流;电压');
    expect(splitTags('ABCDE')).toBe('AB;CD;E');
    expect(splitTags('AB;CDE')).toBe('AB;CD;E');
    expect(splitTags('🔥🔥🔥')).toBe('🔥🔥;🔥');
    expect(splitTags('')).toBe('');
  });

  it('wraps search text for each operator and unwraps it back', () => {
    const cases: [SearchMode, string][] = [
      ['eq', 'NB-500'],
      ['like', '*NB-500*'],
      ['ne', '!NB-500'],
      ['ge', '>=NB-500'],
      ['le', '<=NB-500'],
    ];
    for (const [mode, wrapped] of cases) {
      expect(wrapSearch('NB-500', mode)).toBe(wrapped);
      expect(unwrapSearch(wrapped, mode)).toBe('NB-500');
    }
    expect(wrapSearch('', 'like')).toBe('');
  });

  it('lists 100 years from 2019', () => {
    const years = yearOptions();
    expect(years).toHaveLength(100);
    expect(years[0]).toEqual({ value: '2019', label: '2019' });
    expect(years[99]!.value).toBe('2118');
  });
});

describe('TagInput', () => {
  it('shows and emits the split text while typing', () => {
    renderUi(<Held render={(v, set) => <TagInput value={v} onChange={set} />} />);
    const input = screen.getByPlaceholderText('输入文字，每2个字符自动分隔');
    type(input, '送丝速度');
    expect(held()).toBe('送丝;速度');
    expect((input as HTMLInputElement).value).toBe('送丝;速度');
    type(input, '送丝;速度快');
    expect(held()).toBe('送丝;速度;快');
  });

  it('keeps the caret after the character typed in the middle while the tags re-flow', () => {
    renderUi(<Held initial="AB;CD" render={(v, set) => <TagInput value={v} onChange={set} />} />);
    const input = screen.getByPlaceholderText('输入文字，每2个字符自动分隔') as HTMLInputElement;
    input.focus();
    // 'X' typed after 'A': the browser reports the caret right after it
    input.setSelectionRange(2, 2);
    fireEvent.change(input, { target: { value: 'AXB;CD', selectionStart: 2, selectionEnd: 2 } });
    expect(held()).toBe('AX;BC;D');
    expect(input.selectionStart).toBe(2);
  });
});

describe('SearchInput', () => {
  it('shows the typed text but emits it wrapped, and shows a stored filter unwrapped', () => {
    renderUi(
      <Held initial="*TIG*" render={(v, set) => <SearchInput mode="like" value={v} onChange={set} />} />,
    );
    const input = screen.getByPlaceholderText('请输入查询内容') as HTMLInputElement;
    expect(input.value).toBe('TIG');
    type(input, 'MIG');
    expect(held()).toBe('*MIG*');
    expect(input.value).toBe('MIG');
  });

  it('emits >=, <= and ! forms', () => {
    for (const [mode, out] of [
      ['ge', '>=200'],
      ['le', '<=200'],
      ['ne', '!200'],
    ] as const) {
      const view = renderUi(
        <Held render={(v, set) => <SearchInput mode={mode} value={v} onChange={set} />} />,
      );
      type(screen.getByPlaceholderText('请输入查询内容'), '200');
      expect(held()).toBe(out);
      view.unmount();
    }
  });
});

describe('YnSwitch', () => {
  it('stores Y and N and reads 是 / 否', () => {
    renderUi(<Held initial="N" render={(v, set) => <YnSwitch value={v} onChange={set} />} />);
    const toggle = screen.getByRole('switch');
    expect(toggle.querySelector('.ant-switch-inner-checked')!.textContent).toBe('是');
    expect(toggle.querySelector('.ant-switch-inner-unchecked')!.textContent).toBe('否');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(held()).toBe('Y');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(held()).toBe('N');
  });
});

describe('multiple selects', () => {
  const PROCESSES = [
    { value: 'MIG', label: '气保焊' },
    { value: 'TIG', label: '氩弧焊' },
    { value: 'MMA', label: '手工焊' },
  ];

  it('joins the choice with commas and shows one tag and a count for the rest', () => {
    renderUi(
      <Held
        initial="MIG,TIG,MMA"
        render={(v, set) => <MultiSelect options={PROCESSES} value={v} onChange={set} />}
      />,
    );
    const select = document.querySelector('.ant-select')!;
    expect(within(select as HTMLElement).getByText('气保焊')).toBeTruthy();
    expect(within(select as HTMLElement).queryByText('氩弧焊')).toBeNull();
    expect(within(select as HTMLElement).getByText('+ 2 ...')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(document.querySelector('.ant-select-item-option[title="氩弧焊"]')!);
    expect(held()).toBe('MIG,MMA');
  });

  it('offers the years from 2019 and emits the chosen ones comma-joined', () => {
    renderUi(<Held initial="2026" render={(v, set) => <YearSelect value={v} onChange={set} />} />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const first = document.querySelector('.ant-select-item-option')!;
    expect(first.getAttribute('title')).toBe('2019');
    fireEvent.click(first);
    expect(held()).toBe('2026,2019');
  });
});
