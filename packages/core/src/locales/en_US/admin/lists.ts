/** Texts of the kit's list screens (web.lists.*): the yes/no filter and the pagination total (widgets §9). */
export const lists = {
  web: {
    lists: {
      all: 'All',
      rangeTotal: '{{from}}-{{to}}, {{total}} in total',
      /** a count that stopped early: the total is at least this */
      rangeAtLeast: '{{from}}-{{to}}, {{total}}+ in total',
      countExact: 'Count exactly',
    },
  },
};
