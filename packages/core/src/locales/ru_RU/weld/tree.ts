/** Texts of the model tree screen (search, drag and drop, details, specs) and of the organisation set. */
export const tree = {
  server: {
    menu: {
      'iweld-org-set': 'Доступ организаций',
      'iweld-org-set-edit': 'Сохранение доступа организаций',
    },
    weldModel: {
      moved: 'Узел перемещён',
    },
    weldOrgSet: {
      orgMissing: 'Организация «{{orgCode}}» не существует',
      orgOutOfReach: 'Нет прав настраивать организацию «{{orgCode}}»: только свои организации и нижестоящие',
      modelOutOfReach: 'Нет прав выдавать узел модели «{{code}}»: он вне вашей области видимости',
      modelMissing: 'Узел модели «{{id}}» не существует',
      saved: 'Доступ организации сохранён',
    },
  },
  web: {
    weldTree: {
      searchPlaceholder: 'Поиск по коду или названию',
      truncated: 'Слишком много совпадений; показаны первые {{count}}',
      noMatch: 'Совпадений нет',
      addLine: 'Добавить линейку',
      addChild: 'Добавить дочерний',
      addChildOf: 'Добавить: {{type}}',
      empty: 'Линеек продукции пока нет. Нажмите «Добавить линейку», чтобы начать',
      chooseNode: 'Выберите узел в дереве',
      details: 'Сведения об узле',
      deleteConfirm: 'Удалить узел «{{name}}»?',
      dragHint: 'Перетащите узел, чтобы изменить порядок или перенести его к другому родителю',
      tabs: {
        weldManualFile: 'Руководства и файлы',
        weldSequence: 'Программы сварки',
        weldFirmware: 'Прошивки',
        weldTweet: 'Технические бюллетени',
      },
      types: { line: 'Линейка продукции', series: 'Серия', model: 'Модель' },
      kinds: {
        machine: 'Сварочный аппарат',
        robot: 'Сварочный робот',
        controller: 'Контроллер СЭС/накопителя',
      },
    },
    weldSpecs: {
      name: 'Параметр',
      value: 'Значение',
      add: 'Добавить параметр',
      remove: 'Удалить параметр',
      none: 'Параметров нет',
      emptyName: 'Укажите название параметра',
      duplicate: 'Параметр «{{name}}» указан дважды',
    },
    weldOrgSet: {
      orgs: 'Организации',
      models: 'Видимые модели',
      chooseOrg: 'Выберите организацию в дереве',
      hint: 'Отмеченные узлы и всё, что под ними, видны организации «{{name}}» и её подразделениям',
      save: 'Сохранить',
    },
  },
};
