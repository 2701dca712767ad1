import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../../test/render';
import { AreaLinkage, type AreaLinkageProps } from './area-linkage';
import { AREA_ROOT, loadAreas, parentOf, pathOf } from './area-data';

function Harness(props: Omit<AreaLinkageProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState<string | undefined>(props.initial);
  return (
    <>
      <AreaLinkage {...props} value={value} onChange={setValue} />
      <output data-testid="value">{value ?? ''}</output>
    </>
  );
}

describe('area data', () => {
  it('has three levels under 86, each area with id, text and parent id', async () => {
    const index = await loadAreas();
    const provinces = index.get(AREA_ROOT)!;
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    expect(provinces.find((p) => p.id === '320000')).toEqual({ id: '320000', text: '江苏省', pid: '86' });
    const city = index.get('320000')!.find((c) => c.text === '南京市')!;
    expect(city.pid).toBe('320000');
    expect(index.get(city.id)!.some((d) => d.text === '玄武区')).toBe(true);
    expect([parentOf('320102'), parentOf('320100'), parentOf('320000')]).toEqual(['320100', '320000', '86']);
    expect(pathOf('320102')).toEqual(['320000', '320100', '320102']);
  });
});

describe('AreaLinkage', () => {
  it('chooses province, city and district with three selects', async () => {
    renderUi(<Harness type="select" />);
    const [province] = screen.getAllByRole('combobox');
    fireEvent.mouseDown(province!);
    fireEvent.click(await screen.findByTitle('江苏省'));
    expect(screen.getByTestId('value').textContent).toBe('320000');
    fireEvent.mouseDown(screen.getAllByRole('combobox')[1]!);
    fireEvent.click(await screen.findByTitle('南京市'));
    fireEvent.mouseDown(screen.getAllByRole('combobox')[2]!);
    fireEvent.click(await screen.findByTitle('玄武区'));
    expect(screen.getByTestId('value').textContent).toBe('320102');
  });

  it('shows a stored district as its path in the cascader', async () => {
    renderUi(<Harness initial="320102" />);
    expect(await screen.findByText('江苏省 / 南京市 / 玄武区')).toBeTruthy();
  });

  it('says Bad type value for an unknown type', () => {
    renderUi(<Harness type="radio" />);
    expect(screen.getByText('Bad type value')).toBeTruthy();
  });
});
