import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { position } from '@weld/core';
import { renderWithRouter } from '../test/render';
import { withPositionsPage } from '../test/positions-page';
import type { ResourcePageProps } from './resource-page';

const kit = withPositionsPage(3, ['add', 'edit', 'delete']);
const ResourcePage = (props: ResourcePageProps) => <kit.ResourcePage {...props} />;

const buttons = (name: string) =>
  [...document.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === name);
const drawer = () => within(document.getElementById('position-form')!);
const writes = (method: string) => kit.server.calls.filter((c) => c.method === method);

async function openPage() {
  renderWithRouter([{ path: '*', element: <ResourcePage definition={position} /> }]);
  await screen.findByText('P001');
}

describe('ResourcePage form', () => {
  it('checks the definition rules before sending anything', async () => {
    await openPage();
    fireEvent.click(buttons('新增')[0]!);
    fireEvent.click(buttons('确定')[0]!);
    await waitFor(() => expect(drawer().getAllByText('不能为空')).toHaveLength(3));
    fireEvent.change(drawer().getByLabelText('职务编码'), { target: { value: 'a b' } });
    expect(await drawer().findByText('只允许字母、数字、下划线和短横线')).toBeTruthy();
    expect(writes('POST')).toHaveLength(0);
  });

  it('shows the server refusals (unique 409, per-field 400) on their fields', async () => {
    await openPage();
    fireEvent.click(buttons('新增')[0]!);
    fireEvent.change(drawer().getByLabelText('职务编码'), { target: { value: 'DUP' } });
    fireEvent.change(drawer().getByLabelText('职务名称'), { target: { value: '焊接主管' } });
    fireEvent.mouseDown(drawer().getByLabelText('职级'));
    fireEvent.click(await screen.findByTitle('中级'));
    fireEvent.click(buttons('确定')[0]!);
    expect(await drawer().findByText('职务编码已存在')).toBeTruthy();
    expect(writes('POST')[0]!.body).toMatchObject({
      code: 'DUP',
      name: '焊接主管',
      postRank: '2',
      orgCode: null,
    });
    fireEvent.change(drawer().getByLabelText('职务编码'), { target: { value: 'W01' } });
    fireEvent.change(drawer().getByLabelText('职务名称'), { target: { value: 'BAD' } });
    fireEvent.click(buttons('确定')[0]!);
    expect(await drawer().findByText('不在允许的名称内')).toBeTruthy();
  });

  it('hands the save answer and the mode to the page (a key the server shows once)', async () => {
    const saved: [unknown, string][] = [];
    renderWithRouter([
      {
        path: '*',
        element: (
          <ResourcePage definition={position} onSaved={(result, mode) => saved.push([result, mode])} />
        ),
      },
    ]);
    await screen.findByText('P001');
    fireEvent.click(buttons('新增')[0]!);
    fireEvent.change(drawer().getByLabelText('职务编码'), { target: { value: 'W09' } });
    fireEvent.change(drawer().getByLabelText('职务名称'), { target: { value: '焊工班长' } });
    fireEvent.mouseDown(drawer().getByLabelText('职级'));
    fireEvent.click(await screen.findByTitle('中级'));
    fireEvent.click(buttons('确定')[0]!);
    await waitFor(() =>
      expect(saved).toEqual([
        [expect.objectContaining({ id: 'p-new', code: 'W09', name: '焊工班长' }), 'create'],
      ]),
    );
  });

  it('edits a row in the same form and sends its id', async () => {
    await openPage();
    fireEvent.click(buttons('编辑')[0]!);
    const name = drawer().getByLabelText('职务名称') as HTMLInputElement;
    expect(name.value).toBe('焊工1');
    fireEvent.change(name, { target: { value: '焊工组长' } });
    fireEvent.click(buttons('确定')[0]!);
    await waitFor(() =>
      expect(writes('PUT')[0]?.body).toMatchObject({
        id: 'p1',
        code: 'P001',
        name: '焊工组长',
        postRank: '1',
      }),
    );
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });

  it('hands the saved record and the mode to onSaved on an edit too (a key shown once, say)', async () => {
    const onSaved = vi.fn();
    renderWithRouter([{ path: '*', element: <ResourcePage definition={position} onSaved={onSaved} /> }]);
    await screen.findByText('P001', {}, { timeout: 10_000 });
    fireEvent.click(buttons('编辑')[0]!);
    fireEvent.click(buttons('确定')[0]!);
    await waitFor(
      () => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1', code: 'P001' }), 'edit'),
      { timeout: 10_000 },
    );
  });

  it('shows a detail with dictionary texts and deletes a row after confirmation', async () => {
    await openPage();
    fireEvent.click(buttons('详情')[2]!);
    await waitFor(() => expect(document.querySelector('.ant-descriptions')?.textContent).toContain('高级'));
    fireEvent.click(buttons('删除')[0]!);
    expect(await screen.findByText('确定删除吗?')).toBeTruthy();
    fireEvent.click(buttons('确定').at(-1)!);
    await waitFor(() => expect(writes('DELETE')[0]?.query.get('id')).toBe('p1'));
  });

  it('fills the named slots: toolbar button, row action, custom cell and form section', async () => {
    const picked: string[] = [];
    renderWithRouter([
      {
        path: '*',
        element: (
          <ResourcePage
            definition={position}
            slots={{
              toolbar: <Button>同步</Button>,
              rowActions: (r) => (
                <Button type="link" onClick={() => picked.push(r.id)}>
                  授权
                </Button>
              ),
              cells: { name: (v) => <b data-testid="cell">{`#${String(v)}`}</b> },
              formSection: ({ mode }) => (
                <Form.Item name="remark" label="备注">
                  <Input data-mode={mode} />
                </Form.Item>
              ),
              hints: { code: '字母、数字、_ 或 -，如 P001' },
            }}
          />
        ),
      },
    ]);
    expect((await screen.findAllByTestId('cell'))[0]!.textContent).toBe('#焊工1');
    expect(buttons('同步')).toHaveLength(1);
    fireEvent.click(buttons('授权')[1]!);
    expect(picked).toEqual(['p2']);
    fireEvent.click(buttons('编辑')[0]!);
    // a hint stands under its field before anything is sent
    expect(
      drawer()
        .getByText('字母、数字、_ 或 -，如 P001')
        .closest('.ant-form-item')
        ?.querySelector('#position-form_code'),
    ).toBeTruthy();
    fireEvent.change(drawer().getByLabelText('备注'), { target: { value: '夜班' } });
    fireEvent.click(buttons('确定')[0]!);
    await waitFor(() =>
      expect(writes('PUT')[0]?.body).toMatchObject({ id: 'p1', remark: '夜班', name: '焊工1' }),
    );
  });
  it('binds a screen to fixed values: every list filters by them, new records carry them, the URL stays clean', async () => {
    const { router } = renderWithRouter([
      { path: '*', element: <ResourcePage definition={position} fixed={{ postRank: '3' }} /> },
    ]);
    await screen.findByText('P001');
    const lists = () => kit.server.calls.filter((c) => c.path.endsWith('/list'));
    expect(lists().at(-1)!.query.get('postRank')).toBe('3');
    // the bound field is neither searched nor edited
    expect(within(document.getElementById('position-search')!).queryByText('职级')).toBeNull();
    // sorting is kept in the component: the list follows, the URL does not
    const table = screen.getByText('P001').closest('table')!;
    fireEvent.click(within(table).getAllByText('职务编码')[0]!);
    await waitFor(() => expect(lists().at(-1)!.query.get('column')).toBe('code'));
    expect(lists().at(-1)!.query.get('postRank')).toBe('3');
    expect(router.state.location.search).toBe('');
    fireEvent.click(buttons('新增')[0]!);
    expect(drawer().queryByLabelText('职级')).toBeNull();
    fireEvent.change(drawer().getByLabelText('职务编码'), { target: { value: 'W07' } });
    fireEvent.change(drawer().getByLabelText('职务名称'), { target: { value: '焊接班长' } });
    fireEvent.click(buttons('确定')[0]!);
    await waitFor(() =>
      expect(writes('POST')[0]?.body).toMatchObject({ code: 'W07', name: '焊接班长', postRank: '3' }),
    );
  });
});
