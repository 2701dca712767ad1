/** Grid refusals of spec widgets §8 and the gallery's saved rows. */
export const galleryFixes = {
  web: {
    grid: {
      treeRemove: 'Rows of a tree table cannot be removed',
      notAForm: 'The form parameter must be a form object, but got {{type}}',
      casesNotArray: 'The cases parameter must be an array, but got {{type}}',
      gallery: {
        keptLocally: 'Saved in this browser: the rows survive a reload',
        pageOnly:
          'Too much data for this browser’s storage: the saved rows stay on this page only, a reload brings back the sample',
        restoreSample: 'Restore sample data',
        fromStorage: 'Showing the rows saved last time',
      },
    },
  },
};
