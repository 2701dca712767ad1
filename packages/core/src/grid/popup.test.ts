import { describe, expect, it } from 'vitest';
import { checkPopupConfig, popupValues } from './popup';
import { popupReports } from '../resources/popup-reports';

import { popupReportOf } from './popup';
import { user } from '../resources/system/user';

describe('popup columns', () => {
  it('never offer a secret field as a column', () => {
    expect(popupReportOf(user, 'x', 'x', ['realname', 'password']).columns.map((c) => c.dataIndex)).toEqual([
      'realname',
    ]);
  });

  it('need a code, source and target fields of the same count', () => {
    expect(
      checkPopupConfig({ popupCode: 'sys_user', orgFields: 'realname,phone', destFields: 'operator,tel' }),
    ).toBeNull();
    expect(checkPopupConfig({ popupCode: '', orgFields: 'realname', destFields: 'operator' })).toBe(
      'missing',
    );
    expect(checkPopupConfig({ popupCode: 'sys_user', orgFields: 'realname' })).toBe('missing');
    expect(
      checkPopupConfig({ popupCode: 'sys_user', orgFields: 'realname,phone', destFields: 'operator' }),
    ).toBe('mismatch');
  });

  it('copy each source field into its target, several rows comma-joined', () => {
    const rows = [
      { realname: '张工', phone: '13800000001' },
      { realname: '李工', phone: '' },
    ];
    expect(popupValues(rows.slice(0, 1), 'realname,phone', 'operator,tel')).toEqual({
      operator: '张工',
      tel: '13800000001',
    });
    expect(popupValues(rows, 'realname, phone', 'operator, tel')).toEqual({
      operator: '张工,李工',
      tel: '13800000001',
    });
  });

  it('report the list, dictionary columns and text search boxes of a resource', () => {
    const users = popupReports.sys_user;
    expect(users.listUrl).toBe('/sys/user/list');
    expect(users.columns.map((c) => c.dataIndex)).toEqual([
      'username',
      'realname',
      'workNo',
      'phone',
      'email',
      'sex',
    ]);
    expect(users.dictOptions).toEqual({ sex: 'sex' });
    expect(users.queryItems.map((q) => q.field)).toEqual(['username', 'realname']);
    expect(popupReports.sys_position.columns.map((c) => c.title)).toEqual([
      'resources.position.fields.code',
      'resources.position.fields.name',
      'resources.position.fields.postRank',
    ]);
  });
});
