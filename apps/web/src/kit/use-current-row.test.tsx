import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { position } from '@weld/core';
import { renderWithRouter } from '../test/render';
import { withPositionsPage } from '../test/positions-page';
import type { ResourcePageProps } from './resource-page';
import type { Row } from './resource-api';

const kit = withPositionsPage(3, ['add', 'edit']);
const ResourcePage = (props: ResourcePageProps) => <kit.ResourcePage {...props} />;

/** A list with a current row, and what a screen would show of it below. */
function WithCurrent() {
  const [row, setRow] = useState<Row | null>(null);
  return (
    <>
      <ResourcePage definition={position} current={{ row, onChange: setRow }} />
      <p data-testid="below">{row ? String(row.name) : '—'}</p>
    </>
  );
}

/** a list screen renders slowly in jsdom on a busy machine */
const SLOW = { timeout: 60_000 };
const rowOf = (code: string) => screen.getByText(code).closest('tr')!;
const buttons = (name: string) =>
  [...document.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === name);

describe('ResourcePage current row', () => {
  it(
    'makes a clicked row the current one, highlighted, and hands it to the screen',
    { timeout: 180_000 },
    async () => {
      renderWithRouter([{ path: '*', element: <WithCurrent /> }]);
      await screen.findByText('P002', {}, SLOW);
      expect(rowOf('P002').getAttribute('aria-selected')).toBe('false');
      fireEvent.click(rowOf('P002'));
      await waitFor(() => expect(screen.getByTestId('below').textContent).toBe('焊工2'), SLOW);
      expect(rowOf('P002').getAttribute('aria-selected')).toBe('true');
      expect(rowOf('P002').className).toContain('weld-row-current');
      fireEvent.click(rowOf('P003'));
      await waitFor(() => expect(screen.getByTestId('below').textContent).toBe('焊工3'), SLOW);
      expect(rowOf('P002').getAttribute('aria-selected')).toBe('false');
      expect(rowOf('P002').className).not.toContain('weld-row-current');
    },
  );

  it(
    'shows a refusal at a field the form does not show (a fixed value) above the form',
    { timeout: 180_000 },
    async () => {
      renderWithRouter([
        { path: '*', element: <ResourcePage definition={position} fixed={{ name: 'BAD' }} /> },
      ]);
      await screen.findByText('P001', {}, SLOW);
      await waitFor(() => expect(buttons('新增')).toHaveLength(1), SLOW);
      fireEvent.click(buttons('新增')[0]!);
      await waitFor(() => expect(document.getElementById('position-form')).toBeTruthy(), SLOW);
      const form = within(document.getElementById('position-form')!);
      fireEvent.change(form.getByLabelText('职务编码'), { target: { value: 'P009' } });
      fireEvent.mouseDown(form.getByLabelText('职级'));
      fireEvent.click(await screen.findByTitle('中级', {}, SLOW));
      fireEvent.click(buttons('确定')[0]!);
      expect(await screen.findByText('职务名称：不在允许的名称内', {}, SLOW)).toBeTruthy();
    },
  );
});
