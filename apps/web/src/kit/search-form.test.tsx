import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, waitFor, within } from '@testing-library/react';
import { defineResource, fieldList, switchYN, text } from '@weld/core';
import { renderUi } from '../test/render';
import { SearchForm } from './search-form';

// shared CPU: give slow renders room before a find or waitFor gives up
configure({ asyncUtilTimeout: 5000 });

const firmware = defineResource({
  name: 'searchFirmware',
  area: 'test',
  path: '/test/firmware',
  table: 'test_firmware',
  permission: 'test:firmware',
  fields: { version: text({ search: 'like' }), forced: switchYN({ search: 'eq' }) },
});
const fields = fieldList(firmware).filter((f) => f.search);
const buttons = (name: string) =>
  [...document.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === name);
const form = () => within(document.getElementById('searchFirmware-search')!);

async function choose(option: string) {
  fireEvent.mouseDown(form().getByRole('combobox'));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (o) => o.textContent === option,
    );
    expect(found).toBeTruthy();
    return found!;
  });
  fireEvent.click(item);
}

describe('SearchForm yes/no filter', () => {
  it('offers 全部 / 是 / 否, shows 全部 when no filter is set, and 全部 sends no filter', async () => {
    const onSearch = vi.fn();
    renderUi(<SearchForm definition={firmware} fields={fields} filters={{}} onSearch={onSearch} />);
    await waitFor(() => expect(form().getByTitle('全部')).toBeTruthy());
    expect(document.querySelector('#searchFirmware-search .ant-switch')).toBeNull();

    await choose('是');
    fireEvent.click(buttons('查询')[0]!);
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ forced: 'Y' }));
    await choose('否');
    fireEvent.click(buttons('查询')[0]!);
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ forced: 'N' }));
    await choose('全部');
    fireEvent.click(buttons('查询')[0]!);
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({}));
  });

  it('shows the filter a shared URL carries', async () => {
    renderUi(
      <SearchForm
        definition={firmware}
        fields={fields}
        filters={{ forced: 'N' }}
        onSearch={() => undefined}
      />,
    );
    await waitFor(() => expect(form().getByTitle('否')).toBeTruthy());
  });
});

describe('SearchForm 重置', () => {
  /** A list's search in effect, as the URL keeps it: a search remakes the form with the new filters. */
  function Searched() {
    const [filters, setFilters] = useState<Record<string, string>>({ version: '1.2' });
    return <SearchForm definition={firmware} fields={fields} filters={filters} onSearch={setFilters} />;
  }

  it('empties what the search in effect had filled in', async () => {
    renderUi(<Searched />);
    const input = () => form().getByRole('textbox') as HTMLInputElement;
    await waitFor(() => expect(input().value).toBe('1.2'));
    fireEvent.click(buttons('重置')[0]!);
    await waitFor(() => expect(input().value).toBe(''));
  });
});
