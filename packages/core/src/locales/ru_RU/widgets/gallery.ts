/** The widget gallery screen and its menu row. */
export const gallery = {
  server: { menu: { 'isystem-widgets': 'Галерея компонентов' } },
  web: {
    gallery: {
      title: 'Галерея компонентов',
      intro: 'Все компоненты набора — попробуйте на реалистичных данных',
      loading: 'Загрузка…',
    },
  },
};
