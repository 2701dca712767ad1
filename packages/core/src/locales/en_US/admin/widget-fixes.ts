/** Texts widgets need even when the widget kit's own texts failed to load: the error box, the department dialogs. */
export const widgetFixes = {
  web: {
    widgetError: {
      title: 'This part failed to load',
      description: 'Something went wrong here; the rest of the page still works.',
      retry: 'Retry',
      imageMissing: 'Image not available',
    },
    departSwitch: {
      pickTitle: 'Choose a department',
      switchTitle: 'Switch department (current: {{name}})',
    },
  },
};
