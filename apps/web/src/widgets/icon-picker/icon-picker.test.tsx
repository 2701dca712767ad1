import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { renderUi } from '../../test/render';
import { IconPicker } from './icon-picker';
import { IconInput } from './icon-input';
import { iconName } from './icon-names';

// shared CPU: give slow renders room before a find or waitFor gives up
configure({ asyncUtilTimeout: 5000 });

describe('iconName', () => {
  it('gives the kebab-case names menus store, as the shell reads them', () => {
    expect(iconName('SettingOutlined')).toBe('setting');
    expect(iconName('UsergroupAddOutlined')).toBe('usergroup-add');
    expect(iconName('Html5Outlined')).toBe('html5');
  });
});

describe('IconPicker', () => {
  it('shows the outlined icons, narrows them by the search box and answers the picked name', async () => {
    const onOk = vi.fn();
    renderUi(<IconPicker open value="menu" onOk={onOk} onCancel={() => undefined} />);
    expect(await screen.findByText('选择图标')).toBeTruthy();
    await screen.findByRole('option', { name: 'team' });
    expect(screen.getAllByRole('option').length).toBeGreaterThan(400);
    expect(screen.getByRole('option', { name: 'menu' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.change(screen.getByPlaceholderText('搜索图标'), { target: { value: 'usergroup' } });
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.getAttribute('aria-label'))).toEqual([
        'usergroup-add',
        'usergroup-delete',
      ]),
    );
    fireEvent.click(screen.getByRole('option', { name: 'usergroup-add' }));
    expect(onOk).toHaveBeenCalledWith('usergroup-add');
    fireEvent.change(screen.getByPlaceholderText('搜索图标'), { target: { value: 'no-such-icon' } });
    expect(await screen.findByText('没有匹配的图标')).toBeTruthy();
  });

  it('fills a form field through IconInput and renders the chosen icon', async () => {
    let form!: ReturnType<typeof Form.useForm>[0];
    function Harness() {
      [form] = Form.useForm();
      return (
        <Form form={form} initialValues={{ icon: 'setting' }}>
          <Form.Item name="icon" label="菜单图标">
            <IconInput />
          </Form.Item>
        </Form>
      );
    }
    renderUi(<Harness />);
    await waitFor(() => expect(document.querySelector('.anticon-setting')).toBeTruthy());
    // the button closes the group, rounded with its right border drawn
    expect(screen.getByText('选择图标').closest('button')?.className).toContain('compact-last-item');
    fireEvent.click(screen.getByText('选择图标'));
    fireEvent.click(await screen.findByRole('option', { name: 'team' }));
    await waitFor(() => expect(form.getFieldValue('icon')).toBe('team'));
    await waitFor(() => expect(document.querySelector('.ant-input-prefix .anticon-team')).toBeTruthy());
  });
});
