/** Texts of the weld model tree and the welding menu groups. */
export const model = {
  resources: {
    weldModel: {
      title: '型号',
      fields: {
        parentId: '上级节点',
        nodeType: '节点类型',
        productKind: '产品类别',
        code: '编码',
        name: '名称',
        image: '图片',
        specs: '技术参数',
        status: '状态',
        sortNo: '排序',
        orgCode: '所属组织',
        createTime: '创建时间',
      },
    },
  },
  server: {
    menu: {
      'iweld-manual': '说明书管理',
      'iweld-special': '专项管理',
      'iweld-device': '焊机设备',
      'iweld-model-tree': '型号树',
      'iweld-model-add': '型号新增',
      'iweld-model-edit': '型号编辑',
      'iweld-model-delete': '型号删除',
      'iweld-model-import': '型号导入',
      'iweld-model-export': '型号导出',
      'iweld-scope-all': '全部型号可见',
    },
    weldModel: {
      types: { line: '产品线', series: '系列', model: '型号' },
      parentMissing: '上级节点不存在',
      wrongLevel: '该位置只能放置{{type}}节点',
      noChildOfModel: '型号下不能再添加节点',
      cycle: '不能把节点移到它自己或它的下级之下',
      specsInvalid: '技术参数须为“名称: 值”形式的 JSON 对象',
      hasChildren: '节点“{{name}}”下还有子节点，不能删除',
      hasLinks: '节点“{{name}}”下还有{{what}}，不能删除',
    },
  },
};
