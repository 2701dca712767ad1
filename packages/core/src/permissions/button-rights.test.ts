import { describe, expect, it } from 'vitest';
import type { PermissionItem } from '../contract';
import { deniedUnderPrefix, isButtonAllowed, isElementVisible } from './button-rights';

const item = (action: string, type: '1' | '2', status?: '0' | '1'): PermissionItem => ({
  action,
  type,
  describe: action,
  status,
});

describe('has-directive', () => {
  it('shows an element whose action the user holds and hides one they lack', () => {
    const ctx = {
      auth: [item('user:add', '1')],
      allAuth: [item('user:add', '1', '1'), item('user:delete', '1', '1')],
    };
    expect(isElementVisible('user:add', ctx)).toBe(true);
    expect(isElementVisible('user:delete', ctx)).toBe(false);
  });
  it('ignores the user type "2" rights', () => {
    expect(isElementVisible('user:add', { auth: [item('user:add', '2')], allAuth: [] })).toBe(false);
  });
  it('keeps an element visible when its global right is switched off', () => {
    expect(isElementVisible('user:add', { auth: [], allAuth: [item('user:add', '1', '0')] })).toBe(true);
  });
  it('accepts a form-provided list and comma-joined actions', () => {
    expect(isElementVisible('a:b', { auth: [], allAuth: [], formPermissions: [item('a:b', '1')] })).toBe(
      true,
    );
    expect(isElementVisible('a:c', { auth: [item('a:b,a:c', '1')], allAuth: [] })).toBe(true);
  });
});

describe('button permission check', () => {
  it('allows an action in the user type "2" rights', () => {
    expect(isButtonAllowed('x', { auth: [item('x', '2')], allAuth: [item('x', '2', '0')] })).toBe(true);
  });
  it('denies an action whose global rule is switched off', () => {
    expect(isButtonAllowed('x', { auth: [], allAuth: [item('x', '2', '0')] })).toBe(false);
  });
  it('grants an action whose global rule is switched on', () => {
    expect(isButtonAllowed('x', { auth: [], allAuth: [item('x', '2', '1')] })).toBe(true);
  });
});

describe('query permission', () => {
  it('lists switched-on type "1" rights under the prefix that the user lacks', () => {
    const allAuth = [
      item('user:form:salary', '1', '1'),
      item('user:form:name', '1', '1'),
      item('user:form:x', '1', '0'),
      item('role:y', '1', '1'),
    ];
    expect(deniedUnderPrefix('user:form:', { auth: [item('user:form:name', '1')], allAuth })).toEqual([
      'user:form:salary',
    ]);
  });
});
