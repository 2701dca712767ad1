import { describe, expect, it } from 'vitest';
import { checkPopupConfig, popupValues } from './popup';

describe('popup columns', () => {
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
});
