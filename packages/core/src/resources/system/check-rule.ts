import { datetime, defineResource, text } from '../../resource';

const CODE = { regex: '^[A-Za-z0-9_-]+$', message: 'server.kit.validation.code' };

/**
 * Check rules (编码校验规则): `ruleJson` is a JSON array of `{digits, pattern, message}` steps, each
 * checking the next `digits` characters (or, with `*`, the rest) against `pattern`. The server checks
 * the JSON and every pattern on save and runs a rule at `GET /sys/checkRule/checkByCode`.
 */
export const checkRule = defineResource({
  name: 'checkRule',
  area: 'system',
  path: '/sys/checkRule',
  table: 'sys_check_rule',
  permission: 'system:checkRule',
  fields: {
    ruleName: text({ required: true, max: 100, search: 'like', sort: true }),
    ruleCode: text({ required: true, unique: true, max: 100, pattern: CODE, search: 'like', sort: true }),
    ruleJson: text({
      required: true,
      max: 4000,
      list: false,
      multiline: true,
      example:
        '[{"digits":"1","pattern":"[A-Z]","message":"首位须为大写字母"},{"digits":"*","pattern":"[0-9]*","message":"其余须为数字"}]',
    }),
    ruleDescription: text({ max: 200, multiline: true }),
    createTime: datetime({ form: false, sort: true, search: 'range' }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
