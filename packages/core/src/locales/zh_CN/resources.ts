/** Labels of resources by convention: `resources.<name>.title`, `resources.<name>.fields.<field>`. */
export const resources = {
  position: {
    title: '职务管理',
    fields: {
      code: '职务编码',
      name: '职务名称',
      postRank: '职级',
      orgCode: '所属部门',
      createTime: '创建时间',
    },
  },
};
