import { mergeLocaleParts } from '../../merge';
import { user } from './user';
import { role } from './role';
import { depart } from './depart';
import { dict } from './dict';
import { misc } from './misc';
import { files } from './files';
import { jobs } from './jobs';
import { monitor } from './monitor';
import { dashboards } from './dashboards';
import { logs } from './logs';
import { notice } from './notice';
import { ossFile } from './oss-file';
import { account } from './account';
import { queryGuard } from './query-guard';
import { homeRights } from './home-rights';
import { shellAccess } from './shell-access';
import { originalClient } from './original-client';
import { sms } from './sms';
import { validation } from './validation';
import { help } from './help';
import { formHints } from './form-hints';
import { httpMonitor } from './http-monitor';
import { gateway } from './gateway';
import { widgetFixes } from './widget-fixes';
import { lists } from './lists';
import { onlineForms } from './online-forms';
import { onlineReports } from './online-reports';
import { onlineCopy } from './online-copy';
import { onlineErp } from './online-erp';
import { onlineExcel } from './online-excel';
import { onlineSubTables } from './online-sub-tables';
import { onlineButtons } from './online-buttons';
import { onlineLinkDown } from './online-link-down';

/** System administration's texts, merged into the common/server/web/resources sections; the web app loads them with its antd layouts. */
export const admin = /* @__PURE__ */ mergeLocaleParts(
  user,
  role,
  depart,
  dict,
  misc,
  files,
  jobs,
  monitor,
  dashboards,
  logs,
  notice,
  ossFile,
  account,
  queryGuard,
  homeRights,
  shellAccess,
  originalClient,
  sms,
  validation,
  help,
  formHints,
  httpMonitor,
  gateway,
  widgetFixes,
  lists,
  onlineForms,
  onlineReports,
  onlineCopy,
  onlineErp,
  onlineExcel,
  onlineSubTables,
  onlineButtons,
  onlineLinkDown,
);
