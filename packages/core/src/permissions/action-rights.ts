/**
 * Rights that the server checks by name and the web app asks about by name (a button, a tab, a picker): one
 * constant each, so the two sides cannot drift apart. (Rights only menus and the kit's generated routes name
 * stay in the menu rows and the resource definitions.)
 * @example holdsRight(request, RIGHTS.sequence.push) · hasRight(RIGHTS.sequence.push)
 */
export const RIGHTS = {
  accountSettings: { edit: 'account:settings:edit' },
  redis: { command: 'monitor:redis:command' },
  announcement: { release: 'system:announcement:release' },
  dataSource: { test: 'system:dataSource:test' },
  depart: { permission: 'system:depart:permission', roleList: 'system:depart:role:list' },
  dict: { list: 'system:dict:list' },
  messageTemplate: { send: 'system:messageTemplate:send' },
  online: { forceLogout: 'system:online:forceLogout' },
  cgform: {
    list: 'online:cgform:list',
    add: 'online:cgform:add',
    edit: 'online:cgform:edit',
    remove: 'online:cgform:remove',
    delete: 'online:cgform:delete',
    sync: 'online:cgform:sync',
    syncForce: 'online:cgform:syncForce',
    copy: 'online:cgform:copy',
    importTable: 'online:cgform:importTable',
    export: 'online:cgform:export',
    import: 'online:cgform:import',
  },
  cgreport: { design: 'online:report:design' },
  ossFile: { upload: 'system:ossFile:upload' },
  quartzJob: {
    execute: 'system:quartzJob:execute',
    pause: 'system:quartzJob:pause',
    resume: 'system:quartzJob:resume',
  },
  role: { authorize: 'system:role:authorize', user: 'system:role:user' },
  user: {
    list: 'system:user:list',
    frozen: 'system:user:frozen',
    resetPassword: 'system:user:resetPassword',
  },
  device: { resetKey: 'weld:device:resetKey' },
  manualFile: {
    add: 'weld:manualFile:add',
    archive: 'weld:manualFile:archive',
    edit: 'weld:manualFile:edit',
    publish: 'weld:manualFile:publish',
  },
  weldMessage: { close: 'weld:message:close', reply: 'weld:message:reply' },
  orgSet: { edit: 'weld:orgSet:edit' },
  plcWorkstation: { resetKey: 'weld:plcWorkstation:resetKey' },
  sequence: { download: 'weld:sequence:download', push: 'weld:sequence:push' },
  transfer: { execute: 'weld:transfer:execute' },
} as const;

/**
 * The right to view one online report (its data, export and popup use): each report has its own, kept as a button
 * right written with the report, so roles are granted reports one by one.
 * @example reportViewRight('model_counts') // 'online:report:model_counts:view'
 */
export const reportViewRight = (code: string): string => `online:report:${code}:view`;
