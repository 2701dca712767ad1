import { describe, expect, it } from 'vitest';
import { fillVariables, unknownVariables } from './data-rule';

const values = {
  sys_user_code: 'admin',
  sys_user_name: '管理员',
  sys_org_code: 'A01',
  sys_date: '2026-11-22',
  sys_time: '2026-11-22 09:00:00',
};

describe('data rule values', () => {
  it('fills the five system variables, anywhere in the value', () => {
    expect(fillVariables('#{sys_user_code}', values)).toBe('admin');
    expect(fillVariables('#{sys_org_code},A02', values)).toBe('A01,A02');
    expect(fillVariables('#{sys_date} 00:00:00', values)).toBe('2026-11-22 00:00:00');
  });
  it('names the variables it does not know, and leaves them as typed', () => {
    expect(unknownVariables('#{sys_user_code}#{sys_password}')).toEqual(['sys_password']);
    expect(unknownVariables('plain')).toEqual([]);
    expect(fillVariables('#{sys_password}', values)).toBe('#{sys_password}');
  });
});
