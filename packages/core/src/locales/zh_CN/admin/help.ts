/** Texts of the help centre (/help): its index and the title and one-line summary of each page. */
export const help = {
  web: {
    help: {
      title: '帮助中心',
      indexTitle: '帮助中心',
      indexIntro:
        '按菜单分组说明各页面的用途、常见操作和所需权限。在任一页面点击顶部的“帮助”按钮，会直接打开该页面的说明。',
      backToIndex: '返回帮助目录',
      loadFailed: '帮助内容加载失败，请刷新后重试',
      searchPlaceholder: '搜索帮助内容',
      searchTitle: '搜索“{{keyword}}”的结果',
      noMatch: '没有找到包含“{{keyword}}”的帮助页面',
      pages: {
        dashboard: {
          title: '首页与仪表盘',
          summary: '首页的系统概况与访问统计，工作台、监控页、任务页和图表页。',
        },
        account: { title: '个人页', summary: '个人中心、个人设置、修改密码和切换部门。' },
        system: { title: '系统管理', summary: '用户、角色、菜单、部门、职务、字典、定时任务、日志和文件。' },
        messages: {
          title: '消息与公告',
          summary: '通告管理、我的消息、消息模板和消息记录，以及右上角的消息铃铛。',
        },
        monitor: { title: '系统监控', summary: '服务器、运行时、磁盘、数据库、Redis 和请求追踪。' },
        'weld-device': { title: '焊机设备', summary: '型号树、固件升级、设备列表和 PLC 工位。' },
        'weld-manual': { title: '说明书管理', summary: '文件、推文、留言、焊接程序、项目和说明书用户。' },
        'weld-special': { title: '专项管理', summary: '组织设置、记录转移、专家列表和程序权限。' },
        tools: { title: '系统工具', summary: '接口文档和官网预览。' },
      },
    },
  },
};
