import { datetime, defineResource, dict, text } from '../../resource';

const CODE = { regex: '^[A-Za-z0-9_-]+$', message: 'server.kit.validation.code' };

/**
 * Fill rules (填值规则): a code naming one of the server's built-in generators (`fill_rule_class`:
 * org_code, category_code, serial — never a class to load) with its JSON parameters, run at
 * `PUT /sys/fillRule/executeRuleByCode/{ruleCode}`.
 */
export const fillRule = defineResource({
  name: 'fillRule',
  area: 'system',
  path: '/sys/fillRule',
  table: 'sys_fill_rule',
  permission: 'system:fillRule',
  fields: {
    ruleName: text({ required: true, max: 100, search: 'like', sort: true }),
    ruleCode: text({ required: true, unique: true, max: 100, pattern: CODE, search: 'like', sort: true }),
    ruleClass: dict('fill_rule_class', { required: true, search: 'eq', sort: true }),
    ruleParams: text({
      max: 1000,
      multiline: true,
      example: '{"prefix":"HJ","datePattern":"YYYYMMDD","digits":4}',
    }),
    createTime: datetime({ form: false, sort: true, search: 'range' }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
