/** Texts of 系统日志, 数据日志 and 在线用户: resource labels, server messages, web texts, menu titles. */
export const logs = {
  resources: {
    sysLog: {
      title: '系统日志',
      fields: {
        logContent: '日志内容',
        username: '操作人',
        ip: 'IP',
        operateType: '操作类型',
        method: '请求方法',
        requestUrl: '请求路径',
        requestParam: '请求参数',
        statusCode: '响应状态',
        costTime: '耗时（毫秒）',
        logType: '日志类型',
        createTime: '创建时间',
      },
    },
    dataLog: {
      title: '数据日志',
      fields: {
        dataTable: '表名',
        dataId: '数据ID',
        dataVersion: '版本号',
        dataContent: '数据内容',
        createBy: '创建人',
        createTime: '创建时间',
      },
    },
  },
  server: {
    menu: {
      'isystem-log': '系统日志',
      'isystem-log-delete': '日志删除',
      'isystem-data-log': '数据日志',
      'isystem-online': '在线用户',
      'isystem-online-force-logout': '强制退出',
    },
    dict: {
      operate_type: {
        '1': '查询',
        '2': '添加',
        '3': '更新',
        '4': '删除',
        '5': '导入',
        '6': '导出',
        '7': '登录',
        '8': '退出',
      },
    },
    sysLog: {
      loginFailed: '用户名: {{username}}，登录失败',
    },
    dataLog: {
      sameVersion: '请选择两个不同的版本',
      notSameRecord: '只能比较同一条数据的两个版本',
    },
    online: {
      ownSession: '不能强制退出自己当前的会话，请使用退出登录',
      notFound: '该会话已不在线',
      forced: '已强制退出',
      logForced: '用户名: {{username}}，被 {{by}} 强制退出（{{at}} 登录）',
    },
  },
  web: {
    sysLog: {
      loginTab: '登录日志',
      operateTab: '操作日志',
    },
    dataLog: {
      compare: '数据比较',
      versions: '版本对比',
      compareTitle: '数据比较：{{table}} · {{id}}',
      pickTwo: '请勾选同一条数据的两个版本进行比较',
      field: '字段',
      versionLabel: '版本 {{version}}',
      versionOption: '版本 {{version}} · {{time}} · {{by}}',
      onlyChanged: '只看变化',
      changed: '已修改',
      changedCount: '共 {{count}} 处变化',
      noChange: '两个版本没有差异',
      noVersions: '这条数据只有一个版本，暂无可比较的版本',
      empty: '（空）',
    },
    online: {
      searchPlaceholder: '用户账号或姓名',
      columns: {
        username: '用户账号',
        realname: '用户姓名',
        ip: '登录IP',
        loginTime: '登录时间',
        expireTime: '过期时间',
      },
      current: '当前会话',
      forceLogout: '强退',
      confirmForce: '确定强制退出用户 {{username}} 吗？',
      forced: '已强制退出 {{username}}',
    },
  },
};
