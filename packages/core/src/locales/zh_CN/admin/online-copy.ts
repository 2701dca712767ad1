/** Texts of 复制视图 (copy views of online forms): refusals of a copy's database changes, the copy list, the notice. */
export const onlineCopy = {
  server: {
    cgform: {
      copy: {
        headFixed: '复制视图使用原表单的表，不能修改表的数据库属性',
        dbFixed: '复制视图不能修改字段 {{name}} 的数据库属性',
        unknownColumn: '字段 {{name}} 不是原表单的数据库字段，复制视图不能新增字段',
      },
    },
  },
  web: {
    cgform: {
      copyView: {
        confirmDelete: '删除复制视图 {{name}}？原表单和数据库表及其数据不受影响。',
        tag: '复制视图',
        copies: '复制视图列表',
        listTitle: '复制视图：{{name}}',
        empty: '该表单还没有复制视图',
        created: '已创建复制视图 {{name}}',
        original: '原表单：{{name}}',
        readOnlyDb:
          '这是表单 {{name}} 的复制视图：数据库属性和索引只能在原表单中修改，这里可以修改字段的显示、顺序、名称、查询和页面设置。',
        dropped:
          '原表单同步数据库后，以下字段的数据库列已不存在，已从复制视图中移除：{{fields}}。保存后不再提示。',
      },
    },
  },
};
