import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { position } from '@weld/core';
import { renderWithRouter } from '../test/render';
import { withPositionsPage } from '../test/positions-page';
import type { ResourcePageProps } from './resource-page';

// the machine these run on may be slow: waits are generous, what is asserted is the order of events
const SLOW = { timeout: 10_000 };

describe('the form of a resource with a unique field', () => {
  const kit = withPositionsPage(3, ['add', 'edit']);
  const ResourcePage = (props: ResourcePageProps) => <kit.ResourcePage {...props} />;

  const buttons = (name: string) =>
    [...document.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === name);
  const drawer = () => within(document.getElementById('position-form')!);
  const checks = () => kit.server.calls.filter((c) => c.path === '/api/sys/duplicate/check');
  async function openPage() {
    renderWithRouter([{ path: '*', element: <ResourcePage definition={position} /> }]);
    await screen.findByText('P001', {}, SLOW);
  }

  it(
    'checks a unique field with the server while typing, once typing pauses, and shows its message before any save',
    { timeout: 60_000 },
    async () => {
      await openPage();
      fireEvent.click(buttons('新增')[0]!);
      const code = drawer().getByLabelText('职务编码');
      for (const value of ['T', 'TA', 'TAK', 'TAKE', 'TAKEN']) fireEvent.change(code, { target: { value } });
      expect(checks()).toHaveLength(0);
      expect(await drawer().findByText('该值不可用，系统中已存在！', {}, SLOW)).toBeTruthy();
      // only the value typing paused on was asked about
      expect(checks()).toHaveLength(1);
      expect(Object.fromEntries(checks()[0]!.query)).toMatchObject({
        tableName: 'sys_position',
        fieldName: 'code',
        fieldVal: 'TAKEN',
      });
      fireEvent.click(buttons('确定')[0]!);
      await new Promise((r) => setTimeout(r, 700));
      expect(kit.server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
      expect(checks()).toHaveLength(1);
      fireEvent.change(code, { target: { value: 'W05' } });
      await waitFor(() => expect(checks().at(-1)!.query.get('fieldVal')).toBe('W05'), SLOW);
      await waitFor(() => expect(drawer().queryByText('该值不可用，系统中已存在！')).toBeNull(), SLOW);
    },
  );

  it('leaves the record itself out of the duplicate check on edit', { timeout: 60_000 }, async () => {
    await openPage();
    fireEvent.click(buttons('编辑')[0]!);
    fireEvent.change(drawer().getByLabelText('职务编码'), { target: { value: 'P009' } });
    await waitFor(() => expect(checks()[0]?.query.get('dataId')).toBe('p1'), SLOW);
    // its own code is free without asking
    fireEvent.change(drawer().getByLabelText('职务编码'), { target: { value: 'P001' } });
    fireEvent.click(buttons('确定')[0]!);
    await waitFor(
      () =>
        expect(kit.server.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
          id: 'p1',
          code: 'P001',
        }),
      SLOW,
    );
    expect(checks().map((c) => c.query.get('fieldVal'))).toEqual(['P009']);
  });
});
