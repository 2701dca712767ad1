import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { renderUi } from '../../test/render';
import { sampleTree, startFakeApi } from './fake-depart-api';
import type { DepartSelectProps } from './depart-select';

let api: Awaited<ReturnType<typeof startFakeApi>>;
let DepartSelect: ComponentType<DepartSelectProps>;

// the machine running the suite is shared: give antd's first renders time before a query gives up
configure({ asyncUtilTimeout: 4000 });

beforeAll(async () => {
  api = await startFakeApi({ 'GET /sys/sysDepart/queryTreeList': () => ({ result: sampleTree() }) });
  vi.stubEnv('VITE_API_BASE', api.base);
  DepartSelect = (await import('./depart-select')).DepartSelect;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

/** The select inside a form-like holder that shows the value it was given. */
function Holder(props: Partial<DepartSelectProps> & { initial?: string }) {
  const [value, setValue] = useState(props.initial);
  return (
    <>
      <DepartSelect {...props} value={value} onChange={setValue} />
      <output data-testid="value">{value ?? ''}</output>
    </>
  );
}

const dialog = () => within(screen.getByRole('dialog'));
const checkbox = (name: string) =>
  screen.getByTitle(name).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;
const ok = () => fireEvent.click(dialog().getByRole('button', { name: /确\s*定/ }));

describe('DepartSelect', () => {
  it('shows the names of the org codes it holds', async () => {
    renderUi(<Holder initial="A01A02,A02" multiple />);
    await waitFor(() =>
      expect((screen.getByPlaceholderText('请选择部门') as HTMLInputElement).value).toBe(
        '销售部,光伏储能事业部',
      ),
    );
  });

  it('refuses to confirm with nothing chosen: the dialog stays with the error state', async () => {
    renderUi(<Holder />);
    fireEvent.click(screen.getByPlaceholderText('请选择部门'));
    expect(await screen.findByText('部门选择')).toBeTruthy();
    await screen.findByTitle('研发部');
    ok();
    expect(await dialog().findByText('请选择部门')).toBeTruthy();
    expect(document.querySelector('.ant-form-item-has-error')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByTestId('value').textContent).toBe('');
    // choosing one clears the error and confirms
    fireEvent.click(checkbox('研发部'));
    await waitFor(() => expect(document.querySelector('.ant-form-item-has-error')).toBeNull());
    ok();
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('A01A01'));
    expect((screen.getByPlaceholderText('请选择部门') as HTMLInputElement).value).toBe('研发部');
  });

  it('keeps one department in single mode and joins several with commas in multiple mode, by id when asked', async () => {
    const { unmount } = renderUi(<Holder />);
    fireEvent.click(screen.getByPlaceholderText('请选择部门'));
    await screen.findByTitle('研发部');
    fireEvent.click(checkbox('研发部'));
    fireEvent.click(checkbox('销售部'));
    ok();
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('A01A02'));
    unmount();
    renderUi(<Holder multiple valueKey="id" />);
    fireEvent.click(screen.getByPlaceholderText('请选择部门'));
    await screen.findByTitle('研发部');
    fireEvent.click(checkbox('研发部'));
    fireEvent.click(checkbox('光伏储能事业部'));
    ok();
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('d11,d2'));
  });

  it('searches the tree by name, keeping the ancestors', async () => {
    renderUi(<Holder />);
    fireEvent.click(screen.getByPlaceholderText('请选择部门'));
    await screen.findByTitle('研发部');
    fireEvent.change(dialog().getByPlaceholderText('请输入部门名称'), { target: { value: '售后' } });
    await waitFor(() => expect(screen.queryByTitle('研发部')).toBeNull());
    expect(screen.getByTitle('售后服务部')).toBeTruthy();
    expect(screen.getByTitle('焊接设备制造有限公司')).toBeTruthy();
    expect(screen.queryByTitle('光伏储能事业部')).toBeNull();
  });

  it('does not open when disabled', async () => {
    renderUi(<Holder disabled initial="A02" />);
    fireEvent.click(screen.getByPlaceholderText('请选择部门'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
