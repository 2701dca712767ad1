/** Texts of the model tree screen (search, drag and drop, details, specs) and of 组织设置. */
export const tree = {
  server: {
    menu: {
      'iweld-org-set': '组织设置',
      'iweld-org-set-edit': '组织设置保存',
    },
    weldModel: {
      moved: '节点已移动',
    },
    weldOrgSet: {
      orgMissing: '组织机构“{{orgCode}}”不存在',
      orgOutOfReach: '无权设置组织机构“{{orgCode}}”：只能设置本组织及下级组织',
      modelOutOfReach: '无权授予型号节点“{{code}}”：它不在您可见的范围内',
      modelMissing: '型号节点“{{id}}”不存在',
      saved: '组织设置已保存',
    },
  },
  web: {
    weldTree: {
      searchPlaceholder: '搜索编码或名称',
      truncated: '匹配的节点过多，仅显示前 {{count}} 个',
      noMatch: '没有匹配的节点',
      addLine: '新增产品线',
      addChild: '新增下级',
      addChildOf: '新增{{type}}',
      empty: '还没有产品线，点击“新增产品线”开始',
      chooseNode: '请在树中选择一个节点',
      details: '节点详情',
      deleteConfirm: '确定删除节点“{{name}}”吗？',
      dragHint: '拖动节点可调整顺序或移到其他上级',
      tabs: {
        weldManualFile: '说明书与文件',
        weldSequence: '焊接程序',
        weldFirmware: '固件',
        weldTweet: '技术推文',
      },
      types: { line: '产品线', series: '系列', model: '型号' },
      kinds: { machine: '焊机', robot: '焊接机器人', controller: '光伏储能控制器' },
    },
    weldSpecs: {
      name: '参数名',
      value: '参数值',
      add: '添加参数',
      remove: '删除参数',
      none: '暂无技术参数',
      emptyName: '参数名不能为空',
      duplicate: '参数名“{{name}}”重复',
    },
    weldOrgSet: {
      orgs: '组织机构',
      models: '可见型号',
      chooseOrg: '请在树中选择组织机构',
      hint: '勾选的节点及其全部下级对“{{name}}”及其下级组织可见',
      save: '保存',
    },
  },
};
