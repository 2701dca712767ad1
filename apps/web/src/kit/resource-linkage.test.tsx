import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { position, type LinkageRule } from '@weld/core';
import { renderWithRouter } from '../test/render';
import { withPositionsPage } from '../test/positions-page';
import type { ResourcePageProps } from './resource-page';

const kit = withPositionsPage(2, ['add', 'edit']);
const ResourcePage = (props: ResourcePageProps) => <kit.ResourcePage {...props} />;

const rules: LinkageRule[] = [
  { field: 'code', values: ['HIDE'], target: 'name', effect: 'hide' },
  { field: 'code', values: ['RO'], target: 'name', effect: 'readonly' },
  { field: 'code', values: ['REQ'], target: 'orgCode', effect: 'required' },
];
const drawer = () => within(document.getElementById('position-form')!);
const click = (name: string) =>
  fireEvent.click(
    [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === name)!,
  );

async function openCreate() {
  renderWithRouter([{ path: '*', element: <ResourcePage definition={position} linkage={rules} /> }]);
  await screen.findByText('P001', undefined, { timeout: 15_000 });
  click('新增');
}

// the first render loads the kit and Ant Design: slow on a busy machine
describe('ResourcePage linkage rules', { timeout: 60_000 }, () => {
  it('hides a field while the condition holds and shows it again after', async () => {
    await openCreate();
    const code = drawer().getByLabelText('职务编码');
    expect(drawer().getByLabelText('职务名称')).toBeTruthy();
    fireEvent.change(code, { target: { value: 'HIDE' } });
    await waitFor(() => expect(drawer().queryByLabelText('职务名称')).toBeNull());
    fireEvent.change(code, { target: { value: 'HIDEX' } });
    expect(await drawer().findByLabelText('职务名称')).toBeTruthy();
  });

  it('makes a field read-only while the condition holds', async () => {
    await openCreate();
    fireEvent.change(drawer().getByLabelText('职务编码'), { target: { value: 'RO' } });
    await waitFor(() =>
      expect((drawer().getByLabelText('职务名称') as HTMLInputElement).disabled).toBe(true),
    );
    fireEvent.change(drawer().getByLabelText('职务编码'), { target: { value: 'R' } });
    await waitFor(() =>
      expect((drawer().getByLabelText('职务名称') as HTMLInputElement).disabled).toBe(false),
    );
  });

  it('requires a field only while the condition holds, before anything is sent', async () => {
    await openCreate();
    // the department field's form item, marked when its value is missing
    const orgItem = () => document.getElementById('position-form_orgCode')?.closest('.ant-form-item');
    fireEvent.change(drawer().getByLabelText('职务编码'), { target: { value: 'REQX' } });
    click('确定');
    await waitFor(() => expect(drawer().getAllByText('不能为空').length).toBeGreaterThan(0));
    expect(orgItem()?.classList.contains('ant-form-item-has-error')).toBe(false);
    fireEvent.change(drawer().getByLabelText('职务编码'), { target: { value: 'REQ' } });
    click('确定');
    await waitFor(() => expect(orgItem()?.classList.contains('ant-form-item-has-error')).toBe(true));
    expect(kit.server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
