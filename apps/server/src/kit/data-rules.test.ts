import { describe, expect, it } from 'vitest';
import { defineResource, number, position, secret, text } from '@weld/core';
import { ruleCondition, ruleField } from './data-rules';

const values = {
  sys_user_code: 'zhang',
  sys_user_name: '张三',
  sys_org_code: 'A01A01',
  sys_date: '2026-11-22',
  sys_time: '2026-11-22 09:00:00',
};
const machine = defineResource({
  name: 'machine',
  area: 'test',
  path: '/test/machine',
  table: 'test_machine',
  permission: 'test:machine',
  fields: { code: text(), power: number(), secretNote: secret() },
});

describe('data rule conditions', () => {
  it('names fields by key or column, audit columns too, never secrets', () => {
    expect(ruleField(position, 'postRank')?.column).toBe('post_rank');
    expect(ruleField(position, 'post_rank')?.key).toBe('postRank');
    expect(ruleField(position, 'create_by')?.key).toBe('createBy');
    expect(ruleField(machine, 'secretNote')).toBeUndefined();
    expect(ruleField(position, 'nope')).toBeUndefined();
  });

  it('maps every condition to a list-query rule with the variables filled and values typed by the field', () => {
    expect(
      ruleCondition(position, { column: 'createBy', condition: '=', value: '#{sys_user_code}' }, values),
    ).toEqual({ field: 'createBy', column: 'create_by', rule: 'eq', value: 'zhang' });
    expect(
      ruleCondition(
        position,
        { column: 'orgCode', condition: 'RIGHT_LIKE', value: '#{sys_org_code}' },
        values,
      ),
    ).toMatchObject({ rule: 'right_like', value: 'A01A01' });
    expect(
      ruleCondition(position, { column: 'postRank', condition: 'IN', value: '3, 4' }, values),
    ).toMatchObject({ rule: 'in', value: ['3', '4'] });
    expect(ruleCondition(machine, { column: 'power', condition: '>=', value: '500' }, values)).toMatchObject({
      rule: 'ge',
      value: 500,
    });
    expect(
      ruleCondition(machine, { column: 'code', condition: 'LEFT_LIKE', value: '_01' }, values),
    ).toMatchObject({ rule: 'left_like', value: '_01' });
    expect(ruleCondition(machine, { column: 'code', condition: '!=', value: 'X' }, values)).toMatchObject({
      rule: 'ne',
    });
  });

  it('answers null for a rule that no longer fits (the kit then hides every row)', () => {
    expect(ruleCondition(position, { column: 'gone', condition: '=', value: '1' }, values)).toBeNull();
    expect(ruleCondition(position, { column: 'code', condition: 'SQL', value: '1' }, values)).toBeNull();
  });
});
