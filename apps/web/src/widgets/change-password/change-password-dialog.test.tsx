import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderUi } from '../../test/render';

/** A real server for /sys/user/updatePassword: the old password "Old@12345" is the right one. */
let server: Server;
const bodies: Record<string, string>[] = [];
let Dialog: ComponentType<{
  open: boolean;
  username: string | null;
  onClose: () => void;
  onChanged?: () => void;
  forced?: boolean;
}>;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, string>;
      bodies.push(body);
      const ok = body.oldpassword === 'Old@12345';
      res.writeHead(ok ? 200 : 400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          success: ok,
          code: ok ? 200 : 400,
          message: ok ? '密码修改成功' : '旧密码输入错误',
          result: null,
          timestamp: 0,
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  vi.stubEnv('VITE_API_BASE', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  Dialog = (await import('./change-password-dialog')).ChangePasswordDialog;
});
afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});

const field = (label: string) => screen.getByLabelText(label);
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const ok = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

describe('修改密码 dialog', () => {
  it('is 800 wide and applies the four rules', async () => {
    renderUi(<Dialog open username="admin" onClose={() => undefined} />);
    expect(await screen.findByText('修改密码')).toBeTruthy();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('800px');
    expect(screen.getByText('8–64 位，须同时包含数字、小写字母、大写字母和特殊符号')).toBeTruthy();
    ok();
    expect(await screen.findByText('请输入旧密码!')).toBeTruthy();
    expect(screen.getByText('请输入新密码!')).toBeTruthy();
    expect(screen.getByText('请确认新密码!')).toBeTruthy();
    fill('新密码', 'New@12345');
    fill('确认新密码', 'Other@12345');
    expect(await screen.findByText('两次输入的密码不一样！')).toBeTruthy();
  });

  it('cannot be dismissed when the change is forced at first login', async () => {
    renderUi(<Dialog open forced username="admin" onClose={() => undefined} />);
    expect(await screen.findByText('首次登录请先修改初始密码。')).toBeTruthy();
    // the rule is stated before any submit, not only in the server's refusal
    expect(screen.getByText('8–64 位，须同时包含数字、小写字母、大写字母和特殊符号')).toBeTruthy();
    expect(document.querySelector('.ant-modal-close')).toBeNull();
    expect(screen.queryByRole('button', { name: /取\s*消/ })).toBeNull();
  });

  it('warns and closes when nobody is signed in', async () => {
    const onClose = vi.fn();
    renderUi(<Dialog open username={null} onClose={onClose} />);
    expect(await screen.findByText('当前系统无登录用户!')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('stays open with the server message when the change is refused, closes when it succeeds', async () => {
    const onClose = vi.fn();
    const onChanged = vi.fn();
    renderUi(<Dialog open username="admin" onClose={onClose} onChanged={onChanged} />);
    await screen.findByText('修改密码');
    fill('旧密码', 'Wrong@123');
    fill('新密码', 'New@12345');
    fill('确认新密码', 'New@12345');
    ok();
    expect(await screen.findByText('旧密码输入错误')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    fill('旧密码', 'Old@12345');
    ok();
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(bodies.at(-1)).toEqual({
      username: 'admin',
      oldpassword: 'Old@12345',
      password: 'New@12345',
      confirmpassword: 'New@12345',
    });
  });
});
