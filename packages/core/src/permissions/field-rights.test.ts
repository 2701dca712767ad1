import { describe, expect, it } from 'vitest';
import type { PermissionItem } from '../contract';
import { fieldDenials, fieldRightOf, heldCodes } from './field-rights';

const def = { permission: 'system:position', fields: { code: {}, name: {}, postRank: {}, orgCode: {} } };
const rule = (key: string, type: '1' | '2', status: '0' | '1' = '1'): PermissionItem => ({
  action: fieldRightOf(def, key),
  type,
  describe: key,
  status,
});

describe('field rights (query permission)', () => {
  const rules = [
    rule('postRank', '1'),
    rule('orgCode', '2'),
    rule('name', '1', '0'),
    { action: 'system:user:field:phone', type: '1' as const, describe: '', status: '1' as const },
  ];

  it('hides the fields of visibility rules and disables those of edit rules the user lacks', () => {
    expect(fieldDenials(def, rules, new Set())).toEqual({ hidden: ['postRank'], disabled: ['orgCode'] });
  });
  it('lets a user holding the right see or change the field', () => {
    const held = heldCodes([
      { action: `${fieldRightOf(def, 'postRank')},${fieldRightOf(def, 'orgCode')}`, type: '1', describe: '' },
    ]);
    expect(fieldDenials(def, rules, held)).toEqual({ hidden: [], disabled: [] });
  });
  it('ignores rules switched off, of other resources and of fields the resource has not', () => {
    expect(fieldDenials(def, [rule('name', '1', '0'), rule('nope', '1')], new Set())).toEqual({
      hidden: [],
      disabled: [],
    });
  });
});
