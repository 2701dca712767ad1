import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { UserInfo } from '@weld/core';
import { session } from '../../../lib/session';
import { renderUi } from '../../../test/render';
import { BasicSettingsForm, EDIT_SELF_RIGHT } from './basic-settings-form';

const user: UserInfo = {
  id: '1',
  username: 'admin',
  realname: '管理员',
  avatar: null,
  orgCode: 'A01',
  email: null,
  phone: null,
  sex: null,
  status: 1,
  mustChangePassword: false,
  relTenantIds: '1',
  loginTenantId: 1,
};

describe('basic account settings', () => {
  it('check the e-mail format; the phone is not edited here', async () => {
    renderUi(<BasicSettingsForm user={user} />);
    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'not-mail' } });
    expect(await screen.findByText('邮箱格式不正确')).toBeTruthy();
    expect(screen.queryByLabelText('手机号')).toBeNull();
  });

  it('show the save button only to holders of the edit right', () => {
    session.savePermissions({ auth: [], allAuth: [] });
    const first = renderUi(<BasicSettingsForm user={user} />);
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
    first.unmount();
    session.savePermissions({ auth: [{ action: EDIT_SELF_RIGHT, type: '1', describe: '' }], allAuth: [] });
    renderUi(<BasicSettingsForm user={user} />);
    expect(screen.getByRole('button', { name: /保\s*存/ })).toBeTruthy();
  });
});
