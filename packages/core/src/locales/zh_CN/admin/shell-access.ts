/** Texts of the shell's access paths: the empty permission list, a stylesheet that failed to load, the page head's search. */
export const shellAccess = {
  web: {
    shellAccess: {
      emptyPermissions: 'getPermissionList: permissions must be a non-null array !',
      cssTitle: '样式文件加载失败',
      cssDescription: '页面的样式表未能加载，页面无法正常显示，请检查网络后重试。',
      search: '搜索',
      searchPlaceholder: '请输入...',
      pageLinks: '相关链接',
    },
  },
};
