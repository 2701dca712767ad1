/** The widget gallery screen and its menu row. */
export const gallery = {
  server: { menu: { 'isystem-widgets': 'Widget gallery' } },
  web: {
    gallery: {
      title: 'Widget gallery',
      intro: 'Every widget of the kit, to try with realistic data',
      loading: 'Loading…',
    },
  },
};
