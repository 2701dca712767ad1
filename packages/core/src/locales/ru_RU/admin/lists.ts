/** Texts of the kit's list screens (web.lists.*): the yes/no filter and the pagination total (widgets §9). */
export const lists = {
  web: {
    lists: {
      all: 'Все',
      rangeTotal: '{{from}}-{{to}} из {{total}}',
      /** a count that stopped early: the total is at least this */
      rangeAtLeast: '{{from}}-{{to}} из {{total}}+',
      countExact: 'Точный подсчёт',
    },
  },
};
