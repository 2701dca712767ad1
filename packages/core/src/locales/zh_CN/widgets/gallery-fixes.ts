/** Grid refusals of spec widgets §8 and the gallery's saved rows. */
export const galleryFixes = {
  web: {
    grid: {
      treeRemove: '树形表格不支持删除行',
      notAForm: 'form 参数需要的是一个form对象，而传入的却是{{type}}',
      casesNotArray: 'cases 参数需要的是一个数组，而传入的却是{{type}}',
      gallery: {
        keptLocally: '已保存到本浏览器，刷新后仍在',
        pageOnly: '数据过大，无法存入本浏览器：保存的行只保留在本页，刷新后恢复示例数据',
        restoreSample: '恢复示例数据',
        fromStorage: '显示的是上次保存的数据',
      },
    },
  },
};
