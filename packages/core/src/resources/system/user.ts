import {
  date,
  datetime,
  defineResource,
  departPicker,
  dict,
  image,
  password,
  positionPicker,
  text,
} from '../../resource';
import { USERNAME_PATTERN } from '../../validation/patterns';

/**
 * The password policy of `isStrongPassword` as a pattern, so the web form and the kit's write check
 * answer the spec's text at the field: 8+ characters with a digit, a lower and an upper letter and a symbol.
 */
const STRONG_PASSWORD = '^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z0-9\\s]).{8,64}$';

/**
 * Users (用户管理): the account, profile and current department; roles and departments travel beside
 * the record as `selectedroles` / `selecteddeparts` (server hooks), the password only one way.
 */
export const user = defineResource({
  name: 'user',
  area: 'system',
  path: '/sys/user',
  table: 'sys_user',
  permission: 'system:user',
  dataLog: true,
  softDelete: true,
  fields: {
    username: text({
      required: true,
      unique: true,
      max: 18,
      pattern: { regex: USERNAME_PATTERN.source, message: 'server.validation.username' },
      search: 'like',
      sort: true,
    }),
    realname: text({ required: true, max: 100, search: 'like' }),
    // required on add by the server hook, not here: an Excel import carries no password (secrets are never in sheets)
    password: password({ pattern: { regex: STRONG_PASSWORD, message: 'server.password.weak' } }),
    workNo: text({ unique: true, max: 100 }),
    avatar: image({ max: 255 }),
    birthday: date({ search: 'range' }),
    sex: dict('sex', { integer: true, search: 'eq' }),
    email: text({ max: 100, pattern: 'e' }),
    phone: text({ unique: true, pattern: 'm' }),
    orgCode: departPicker({ max: 64, list: false }),
    post: positionPicker({ max: 100 }),
    telephone: text({ max: 45 }),
    status: dict('user_status', { integer: true, search: 'eq', form: false }),
    createTime: datetime({ form: false, sort: true, search: 'range' }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
