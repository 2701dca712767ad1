/** Texts widgets need even when the widget kit's own texts failed to load: the error box, the department dialogs. */
export const widgetFixes = {
  web: {
    widgetError: {
      title: '组件加载失败',
      description: '这一部分出错了，页面其他部分不受影响。',
      retry: '重试',
      imageMissing: '图片无法显示',
    },
    departSwitch: {
      pickTitle: '部门选择',
      switchTitle: '部门切换（当前部门 : {{name}}）',
    },
  },
};
