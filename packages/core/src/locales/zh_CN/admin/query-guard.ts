/** Texts of the guards on list queries and request values: paging bounds, NUL characters. */
export const queryGuard = {
  server: {
    validation: {
      nul: '{{field}} 不能包含空字符（U+0000）',
      notFinite: '{{field}} 应为有限的数值',
    },
    kit: {
      pageBound: '{{field}} 应为 1 到 {{limit}} 之间的整数',
      validation: {
        nul: '不能包含空字符（U+0000）',
      },
    },
  },
};
