import type { LocaleShape } from '../../shape';
import type { dict as zh } from '../../zh_CN/admin/dict';

export const dict: LocaleShape<typeof zh> = {
  resources: {
    dict: {
      title: 'Словари',
      fields: {
        dictName: 'Название словаря',
        dictCode: 'Код словаря',
        description: 'Описание',
        createTime: 'Создан',
      },
    },
    dictItem: {
      title: 'Элементы словаря',
      fields: {
        dictId: 'Словарь',
        itemText: 'Текст',
        itemValue: 'Значение',
        itemColor: 'Цвет',
        description: 'Описание',
        sortOrder: 'Порядок',
        status: 'Включён',
      },
    },
    category: {
      title: 'Категории',
      fields: {
        pid: 'Родительский узел',
        name: 'Название категории',
        code: 'Код категории',
        hasChild: 'Есть дочерние',
        createTime: 'Создана',
      },
    },
    tableWhiteList: {
      title: 'Белый список таблиц',
      fields: {
        tableName: 'Таблица',
        fieldNames: 'Разрешённые столбцы',
        status: 'Статус',
        createTime: 'Создана',
      },
    },
  },
  server: {
    menu: {
      'isystem-dict': 'Словари',
      'dict-add': 'Добавление словарей',
      'dict-edit': 'Изменение словарей',
      'dict-delete': 'Удаление словарей',
      'dict-import': 'Импорт словарей',
      'dict-export': 'Экспорт словарей',
      'isystem-category': 'Категории',
      'category-add': 'Добавление категорий',
      'category-edit': 'Изменение категорий',
      'category-delete': 'Удаление категорий',
      'isystem-table-white-list': 'Белый список таблиц',
      'table-white-list-add': 'Добавление в белый список',
      'table-white-list-edit': 'Изменение белого списка',
      'table-white-list-delete': 'Удаление из белого списка',
    },
    sysDict: {
      codePattern: 'может содержать только буквы, цифры и подчёркивания',
      tablePattern: 'должно быть именем таблицы (буква, затем буквы, цифры или подчёркивания)',
      fieldsPattern: 'должно быть списком столбцов через запятую',
      dictNotFound: 'Словарь не существует',
      badTableCode: 'Табличный словарь задаётся как «таблица,столбец текста,столбец кода[,условие]»',
      notWhitelisted: 'Столбцов {{fields}} таблицы {{table}} нет в белом списке, или запись отключена',
      secretColumn: 'Чувствительный столбец {{field}} читать нельзя',
      badCondition: 'Условие должно быть JSON-объектом ({"столбец":"значение"}) по столбцам из белого списка',
      badColumns: 'Таблица или столбец из белого списка отсутствует в базе данных',
      keyRequired: 'key обязателен',
    },
    sysCategory: {
      parentNotFound: 'Родительская категория не существует',
      hasChildren: 'Сначала удалите дочерние категории: {{names}}',
      pidFixed: 'Родителя категории изменить нельзя',
      codeExhausted: 'Коды категорий на этом уровне исчерпаны',
      notFound: 'Категория не найдена',
      badField: 'Поиск категорий по {{field}} невозможен; используйте id, code или name',
      badCondition: 'Условие должно быть JSON-объектом ({"столбец":"значение"}) по code или name',
    },
  },
  web: {
    sysDict: {
      items: 'Элементы',
      itemsTitle: 'Элементы словаря {{name}}',
      refreshCache: 'Обновить кэш',
      refreshDone: 'Кэш обновлён!',
      refreshFailed: 'Не удалось обновить кэш!',
      enabled: 'Включён',
      disabled: 'Выключен',
    },
    sysCategory: {
      addChild: 'Добавить дочернюю',
      loading: 'загрузка...',
      parent: 'Родитель: {{name}}',
    },
    pickers: {
      dictCodeEmpty: 'Код словаря не может быть пустым!',
      treeConditionBad: 'Неверное условие JTreeSelect: нужна JSON-строка!',
      searchEmpty: 'Введите текст для поиска',
      searchNone: 'Ничего не найдено',
      badType: 'Bad type value',
      select: 'Выберите',
      province: 'Провинция',
      city: 'Город',
      district: 'Район',
    },
  },
};
