import type { LocaleShape } from '../../shape';
import type { logs as source } from '../../zh_CN/admin/logs';

/** Texts of the system log, data log and online users screens. */
export const logs: LocaleShape<typeof source> = {
  resources: {
    sysLog: {
      title: 'System log',
      fields: {
        logContent: 'Log text',
        username: 'User',
        ip: 'IP',
        operateType: 'Operation',
        method: 'Method',
        requestUrl: 'Path',
        requestParam: 'Parameters',
        statusCode: 'Status',
        costTime: 'Time (ms)',
        logType: 'Log type',
        createTime: 'Time',
      },
    },
    dataLog: {
      title: 'Data log',
      fields: {
        dataTable: 'Table',
        dataId: 'Record ID',
        dataVersion: 'Version',
        dataContent: 'Content',
        createBy: 'Created by',
        createTime: 'Created at',
      },
    },
  },
  server: {
    menu: {
      'isystem-log': 'System log',
      'isystem-log-delete': 'Delete logs',
      'isystem-data-log': 'Data log',
      'isystem-online': 'Online users',
      'isystem-online-force-logout': 'Force logout',
    },
    dict: {
      operate_type: {
        '1': 'Query',
        '2': 'Add',
        '3': 'Edit',
        '4': 'Delete',
        '5': 'Import',
        '6': 'Export',
        '7': 'Sign in',
        '8': 'Sign out',
      },
    },
    sysLog: {
      loginFailed: 'User: {{username}}, sign-in refused',
    },
    dataLog: {
      sameVersion: 'Choose two different versions',
      notSameRecord: 'Only two versions of the same record can be compared',
    },
    online: {
      ownSession: 'You cannot force your own current session out; use Log out instead',
      notFound: 'This session is no longer online',
      forced: 'Session ended',
      logForced: 'User: {{username}}, forced out by {{by}} (signed in at {{at}})',
    },
  },
  web: {
    sysLog: {
      loginTab: 'Login log',
      operateTab: 'Operation log',
    },
    dataLog: {
      compare: 'Compare',
      versions: 'Versions',
      compareTitle: 'Compare: {{table}} · {{id}}',
      pickTwo: 'Tick two versions of the same record to compare them',
      field: 'Field',
      versionLabel: 'Version {{version}}',
      versionOption: 'Version {{version}} · {{time}} · {{by}}',
      onlyChanged: 'Changes only',
      changed: 'Changed',
      changedCount: '{{count}} change(s)',
      noChange: 'The two versions are the same',
      noVersions: 'This record has only one version; there is nothing to compare yet',
      empty: '(empty)',
    },
    online: {
      searchPlaceholder: 'User name or real name',
      columns: {
        username: 'User name',
        realname: 'Real name',
        ip: 'Sign-in IP',
        loginTime: 'Signed in',
        expireTime: 'Expires',
      },
      current: 'This session',
      forceLogout: 'Force out',
      confirmForce: 'Force user {{username}} out?',
      forced: '{{username}} was forced out',
    },
  },
};
