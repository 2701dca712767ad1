/** Grid refusals of spec widgets §8 and the gallery's saved rows. */
export const galleryFixes = {
  web: {
    grid: {
      treeRemove: 'Строки древовидной таблицы удалять нельзя',
      notAForm: 'Параметр form должен быть объектом формы, а передан {{type}}',
      casesNotArray: 'Параметр cases должен быть массивом, а передан {{type}}',
      gallery: {
        keptLocally: 'Сохранено в этом браузере: строки останутся после перезагрузки',
        pageOnly:
          'Слишком много данных для хранилища браузера: сохранённые строки остаются только на этой странице, после перезагрузки вернётся пример',
        restoreSample: 'Вернуть пример',
        fromStorage: 'Показаны строки, сохранённые в прошлый раз',
      },
    },
  },
};
