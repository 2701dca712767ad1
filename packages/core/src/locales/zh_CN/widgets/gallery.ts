/** The widget gallery screen and its menu row. */
export const gallery = {
  server: { menu: { 'isystem-widgets': '组件示例' } },
  web: {
    gallery: {
      title: '组件示例',
      intro: '各组件的示例，可用真实数据试用',
      loading: '加载中…',
    },
  },
};
