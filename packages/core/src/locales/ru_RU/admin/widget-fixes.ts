/** Texts widgets need even when the widget kit's own texts failed to load: the error box, the department dialogs. */
export const widgetFixes = {
  web: {
    widgetError: {
      title: 'Не удалось загрузить эту часть',
      description: 'Здесь произошла ошибка; остальная страница работает.',
      retry: 'Повторить',
      imageMissing: 'Изображение недоступно',
    },
    departSwitch: {
      pickTitle: 'Выбор подразделения',
      switchTitle: 'Смена подразделения (текущее: {{name}})',
    },
  },
};
