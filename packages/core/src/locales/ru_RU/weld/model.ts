/** Texts of the weld model tree and the welding menu groups. */
export const model = {
  resources: {
    weldModel: {
      title: 'Модель',
      fields: {
        parentId: 'Родительский узел',
        nodeType: 'Тип узла',
        productKind: 'Категория продукции',
        code: 'Код',
        name: 'Название',
        image: 'Изображение',
        specs: 'Характеристики',
        status: 'Статус',
        sortNo: 'Порядок',
        orgCode: 'Организация-владелец',
        createTime: 'Создано',
      },
    },
  },
  server: {
    menu: {
      'iweld-manual': 'Управление руководствами',
      'iweld-special': 'Специальные настройки',
      'iweld-device': 'Сварочное оборудование',
      'iweld-model-tree': 'Дерево моделей',
      'iweld-model-add': 'Добавить модель',
      'iweld-model-edit': 'Изменить модель',
      'iweld-model-delete': 'Удалить модель',
      'iweld-model-import': 'Импорт моделей',
      'iweld-model-export': 'Экспорт моделей',
      'iweld-scope-all': 'Видеть все модели',
    },
    weldModel: {
      types: { line: 'линейка продукции', series: 'серия', model: 'модель' },
      parentMissing: 'Родительский узел не существует',
      wrongLevel: 'Здесь можно разместить только узел типа «{{type}}»',
      noChildOfModel: 'Под моделью нельзя добавлять узлы',
      cycle: 'Узел нельзя переместить под самого себя или своих потомков',
      specsInvalid: 'Характеристики должны быть JSON-объектом пар «название»: значение',
      hasChildren: 'У узла «{{name}}» есть дочерние узлы, удалить нельзя',
      hasLinks: 'У узла «{{name}}» есть {{what}}, удалить нельзя',
    },
  },
};
