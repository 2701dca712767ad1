import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { RegisterPage } from './register-page';

const fill = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

describe('registration rules', () => {
  it('require user name and mobile', async () => {
    renderUi(<RegisterPage />);
    fireEvent.click(screen.getByRole('button', { name: /注\s*册/ }));
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(screen.getByText('请输入手机号')).toBeTruthy();
  });

  it('check user name characters and the 4–18 length with the 6到18 message', async () => {
    renderUi(<RegisterPage />);
    fill('用户名', 'ab-c');
    expect(await screen.findByText('只允许字母、数字、下划线')).toBeTruthy();
    fill('用户名', 'abc');
    expect(await screen.findByText('长度6到18个字符')).toBeTruthy();
    fill('用户名', 'abcd');
    // validation settles asynchronously: wait for the message to go (it would stay if 4 characters were refused)
    await waitFor(() => expect(screen.queryByText('长度6到18个字符')).toBeNull());
  });

  it('meter the password strength and refuse a weak one and a different confirmation', async () => {
    renderUi(<RegisterPage />);
    expect(screen.getAllByText('密码由8位数字、大小写字母和特殊符号组成!').length).toBeGreaterThan(0);
    fill('至少8位密码，区分大小写', 'abc');
    expect(await screen.findByText('密码强度不够')).toBeTruthy();
    expect(screen.getByTestId('password-strength').dataset.level).toBe('low');
    fill('至少8位密码，区分大小写', 'abcdef12');
    await waitFor(() => expect(screen.getByTestId('password-strength').dataset.level).toBe('middle'));
    fill('至少8位密码，区分大小写', 'Weld@2026!');
    await waitFor(() => expect(screen.getByTestId('password-strength').dataset.level).toBe('strong'));
    fill('确认密码', 'Weld@2026?');
    expect(await screen.findByText('两次密码不一致')).toBeTruthy();
    fill('手机号', '12345678901');
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
  });

  it('take an optional e-mail and check its format only when given', async () => {
    renderUi(<RegisterPage />);
    // validation settles asynchronously, slowly on a busy machine
    const settle = { timeout: 5000 };
    fill('邮箱（选填）', 'someone@weld');
    expect(await screen.findByText('请输入正确的邮箱格式', {}, settle)).toBeTruthy();
    fill('邮箱（选填）', 'someone@weld.example.com');
    await waitFor(() => expect(screen.queryByText('请输入正确的邮箱格式')).toBeNull(), settle);
    fill('邮箱（选填）', '');
    fireEvent.click(screen.getByRole('button', { name: /注\s*册/ }));
    expect(await screen.findByText('请输入用户名', {}, settle)).toBeTruthy();
    expect(screen.queryByText('请输入正确的邮箱格式')).toBeNull();
  });
});
