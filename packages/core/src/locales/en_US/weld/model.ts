/** Texts of the weld model tree and the welding menu groups. */
export const model = {
  resources: {
    weldModel: {
      title: 'Model',
      fields: {
        parentId: 'Parent node',
        nodeType: 'Node type',
        productKind: 'Product category',
        code: 'Code',
        name: 'Name',
        image: 'Image',
        specs: 'Specifications',
        status: 'Status',
        sortNo: 'Order',
        orgCode: 'Owning organisation',
        createTime: 'Created',
      },
    },
  },
  server: {
    menu: {
      'iweld-manual': 'Manual management',
      'iweld-special': 'Special',
      'iweld-device': 'Welding equipment',
      'iweld-model-tree': 'Model tree',
      'iweld-model-add': 'Add model',
      'iweld-model-edit': 'Edit model',
      'iweld-model-delete': 'Delete model',
      'iweld-model-import': 'Import models',
      'iweld-model-export': 'Export models',
      'iweld-scope-all': 'See every model',
    },
    weldModel: {
      types: { line: 'product line', series: 'series', model: 'model' },
      parentMissing: 'The parent node does not exist',
      wrongLevel: 'Only a {{type}} node can be placed here',
      noChildOfModel: 'Nothing can be added below a model',
      cycle: 'A node cannot be moved below itself or its descendants',
      specsInvalid: 'Specifications must be a JSON object of "name": value pairs',
      hasChildren: 'Node "{{name}}" still has child nodes and cannot be deleted',
      hasLinks: 'Node "{{name}}" still has {{what}} and cannot be deleted',
    },
  },
};
