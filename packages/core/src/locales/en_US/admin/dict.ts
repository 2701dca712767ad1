import type { LocaleShape } from '../../shape';
import type { dict as zh } from '../../zh_CN/admin/dict';

export const dict: LocaleShape<typeof zh> = {
  resources: {
    dict: {
      title: 'Dictionaries',
      fields: {
        dictName: 'Dictionary name',
        dictCode: 'Dictionary code',
        description: 'Description',
        createTime: 'Created',
      },
    },
    dictItem: {
      title: 'Dictionary items',
      fields: {
        dictId: 'Dictionary',
        itemText: 'Text',
        itemValue: 'Value',
        itemColor: 'Colour',
        description: 'Description',
        sortOrder: 'Sort order',
        status: 'Enabled',
      },
    },
    category: {
      title: 'Categories',
      fields: {
        pid: 'Parent node',
        name: 'Category name',
        code: 'Category code',
        hasChild: 'Has children',
        createTime: 'Created',
      },
    },
    tableWhiteList: {
      title: 'Table whitelist',
      fields: { tableName: 'Table', fieldNames: 'Allowed columns', status: 'Status', createTime: 'Created' },
    },
  },
  server: {
    menu: {
      'isystem-dict': 'Dictionaries',
      'dict-add': 'Add dictionaries',
      'dict-edit': 'Edit dictionaries',
      'dict-delete': 'Delete dictionaries',
      'dict-import': 'Import dictionaries',
      'dict-export': 'Export dictionaries',
      'isystem-category': 'Categories',
      'category-add': 'Add categories',
      'category-edit': 'Edit categories',
      'category-delete': 'Delete categories',
      'isystem-table-white-list': 'Table whitelist',
      'table-white-list-add': 'Add whitelist entries',
      'table-white-list-edit': 'Edit whitelist entries',
      'table-white-list-delete': 'Delete whitelist entries',
    },
    sysDict: {
      codePattern: 'may contain only letters, digits and underscores',
      tablePattern: 'must be a table name (a letter, then letters, digits or underscores)',
      fieldsPattern: 'must be comma-separated column names',
      dictNotFound: 'The dictionary does not exist',
      badTableCode: 'A table dictionary must read "table,text column,code column[,condition]"',
      notWhitelisted:
        'Columns {{fields}} of table {{table}} are not in the table whitelist, or the entry is disabled',
      secretColumn: 'Sensitive column {{field}} may not be read',
      badCondition: 'The condition must be a JSON object ({"column":"value"}) on whitelisted columns',
      badColumns: 'A whitelisted table or column does not exist in the database',
      keyRequired: 'key is required',
    },
    sysCategory: {
      parentNotFound: 'The parent category does not exist',
      hasChildren: 'Delete the child categories first: {{names}}',
      pidFixed: 'The parent of a category cannot be changed',
      codeExhausted: 'No category codes are left at this level',
      notFound: 'Category not found',
      badField: 'Cannot look categories up by {{field}}; use id, code or name',
      badCondition: 'The condition must be a JSON object ({"column":"value"}) on code or name',
    },
  },
  web: {
    sysDict: {
      items: 'Items',
      itemsTitle: 'Items of {{name}}',
      refreshCache: 'Refresh cache',
      refreshDone: 'Cache refreshed!',
      refreshFailed: 'Cache refresh failed!',
      enabled: 'Enabled',
      disabled: 'Disabled',
    },
    sysCategory: {
      addChild: 'Add child',
      loading: 'loading...',
      parent: 'Parent: {{name}}',
    },
    pickers: {
      dictCodeEmpty: 'The dictionary code must not be empty!',
      treeConditionBad: 'JTreeSelect condition is wrong: a JSON string is required!',
      searchEmpty: 'Type something to search',
      searchNone: 'Nothing found',
      badType: 'Bad type value',
      select: 'Select',
      province: 'Province',
      city: 'City',
      district: 'District',
    },
  },
};
