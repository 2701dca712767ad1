import { popupReportOf, type PopupReportConfig } from '../grid/popup';
import { position } from './system/position';
import { user } from './system/user';

/**
 * Popup reports a grid's popup column may name by popupCode. Each reads a resource's own list, so the
 * caller's rights on that list apply; a code not listed here cannot be opened.
 */
export const popupReports: Readonly<Record<string, PopupReportConfig>> = {
  sys_user: popupReportOf(user, 'sys_user', 'web.popupReport.reports.sys_user', [
    'username',
    'realname',
    'workNo',
    'phone',
    'email',
    'sex',
  ]),
  sys_position: popupReportOf(position, 'sys_position', 'web.popupReport.reports.sys_position', [
    'code',
    'name',
    'postRank',
  ]),
};
