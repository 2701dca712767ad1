/** Texts of an online form's linked selects (联动组件, link_down): the design's setting and the checks of a save. */
export const onlineLinkDown = {
  server: {
    cgform: {
      linkDown: {
        setting:
          '字段 {{name}} 是联动组件，字典表须填写 JSON 设置，如 {"linkField":"city,area","pcode":"A01"}：linkField 为下级字段（逗号分隔），pcode 为根节点的分类编码（可省略，表示分类字典的顶层）',
        missing: '字段 {{name}} 的联动字段 {{link}} 不是本表单的字段',
        cycle: '字段 {{name}} 的联动字段 {{link}} 又联动回 {{name}}，形成循环',
        twice: '字段 {{link}} 已是 {{other}} 的联动下级，不能再作为 {{name}} 的下级',
        nested:
          '字段 {{name}} 的联动字段 {{link}} 本身也是联动组件：请把它的下级直接写入 {{name}} 的 linkField',
        column: '联动字段 {{name}} 存放分类字典的 ID：须为字符串类型，长度至少 {{min}}',
        rootMissing: '联动组件的根节点（分类编码 {{code}}）不存在',
        notTop: '所选的“{{value}}”不是联动组件第一级的选项',
        notUnder: '所选的“{{value}}”不是“{{parent}}”的下级',
        noParent: '请先选择{{parent}}',
      },
    },
    runtime: {
      badCascade: '字段 {{name}} 的联动设置不正确：须为分类字段，上下级须为本表单中相互对应的联动字段',
    },
  },
};
