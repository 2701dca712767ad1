/** Hints that state a form field's meaning or format before the user submits (and an empty state that says why). */
export const formHints = {
  web: {
    formHints: {
      orgCode:
        '登录后默认使用的部门，新建的记录默认归属于它。用户可在头像菜单“切换部门”中换成所属部门中的另一个。',
      departs: '用户属于的全部部门（可多选），决定其可见的组织数据和可切换的部门。',
      semver: '语义化版本号：主版本.次版本.修订号，如 1.2.0；预发布版本如 1.3.0-beta.1',
      minVersion: '设备当前版本不低于此版本才能升级到本固件；格式同版本号，不高于本版本，留空表示不限',
      manualVersion: '用点分隔的数字，如 1.0 或 2.1.3（最多四段）；新版本须高于当前最新版本',
      modelTreeEmptyReader:
        '您的组织目前没有可见的型号：型号按组织分配可见范围。如需查看，请联系系统管理员在“专项管理 → 组织设置”中为您的组织分配型号。',
    },
  },
};
