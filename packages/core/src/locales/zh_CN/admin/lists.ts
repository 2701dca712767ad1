/** Texts of the kit's list screens (web.lists.*): the yes/no filter and the pagination total (widgets §9). */
export const lists = {
  web: {
    lists: {
      all: '全部',
      rangeTotal: '{{from}}-{{to}} 共{{total}}条',
      /** a count that stopped early: the total is at least this */
      rangeAtLeast: '{{from}}-{{to}} 共 {{total}}+ 条',
      countExact: '精确计数',
    },
  },
};
