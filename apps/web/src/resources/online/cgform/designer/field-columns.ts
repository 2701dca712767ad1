import type { TFunction } from 'i18next';
import {
  DB_TYPES,
  INDEX_TYPES,
  ONLINE_CONTROLS,
  presetOptions,
  QUERY_MODES,
  UNIQUE_VALID_TYPE,
} from '@weld/core';
import type { WebGridColumn } from '../../../../widgets/editable-grid';

/** The designer's tabs over the fields, in order (ONLINE.md, 在线表单开发). */
export const FIELD_TABS = ['db', 'page', 'valid', 'query', 'foreign'] as const;
export type FieldTab = (typeof FIELD_TABS)[number];

const FLAG: [number, number] = [1, 0];

/**
 * The editable grid's columns of one tab: every tab starts with the field's name and comment (read-only after the
 * first), as the original designer shows them. A copy view (`copyView`), whose 数据库属性 are read-only, names its
 * fields on 页面属性.
 * @example fieldColumns('db', t)
 */
export function fieldColumns(tab: FieldTab, t: TFunction, copyView = false): WebGridColumn[] {
  const title = (key: string) => t(`web.cgform.columns.${key}`);
  const check = (key: string, width = 90): WebGridColumn => ({
    key,
    title: title(key),
    type: 'checkbox',
    customValue: FLAG,
    width,
  });
  const options = (values: readonly string[], label: (v: string) => string) =>
    values.map((value) => ({ value, text: label(value) }));
  const name: WebGridColumn = { key: 'dbFieldName', title: title('dbFieldName'), type: 'normal', width: 160 };
  const txt: WebGridColumn = { key: 'dbFieldTxt', title: title('dbFieldTxt'), type: 'normal', width: 160 };
  switch (tab) {
    case 'db':
      return [
        {
          ...name,
          type: 'input',
          fixed: 'left',
          validateRules: [{ required: true }],
        },
        { ...txt, type: 'input', validateRules: [{ required: true }] },
        { key: 'dbLength', title: title('dbLength'), type: 'inputNumber', width: 100, defaultValue: 32 },
        {
          key: 'dbPointLength',
          title: title('dbPointLength'),
          type: 'inputNumber',
          width: 90,
          defaultValue: 0,
        },
        { key: 'dbDefaultVal', title: title('dbDefaultVal'), type: 'input', width: 130 },
        {
          key: 'dbType',
          title: title('dbType'),
          type: 'select',
          width: 130,
          defaultValue: 'string',
          options: options(DB_TYPES, (v) => v),
        },
        check('dbIsKey', 70),
        { ...check('dbIsNull'), defaultChecked: true },
      ];
    case 'page':
      return [
        name,
        copyView ? { ...txt, type: 'input', validateRules: [{ required: true }] } : txt,
        { ...check('isShowForm'), defaultChecked: true },
        { ...check('isShowList'), defaultChecked: true },
        check('sortFlag'),
        check('isReadOnly'),
        {
          key: 'fieldShowType',
          title: title('fieldShowType'),
          type: 'select',
          width: 150,
          defaultValue: 'text',
          // 23 controls: typing a name finds one without scrolling the list
          allowSearch: true,
          options: options(ONLINE_CONTROLS, (v) => t(`web.cgform.controls.${v}`)),
        },
        { key: 'dictTable', title: title('dictTable'), type: 'input', width: 150 },
        { key: 'dictField', title: title('dictField'), type: 'input', width: 150 },
        { key: 'dictText', title: title('dictText'), type: 'input', width: 150 },
        // a popup's {"popupMulti": true} lets several report rows be chosen
        { key: 'fieldExtendJson', title: title('fieldExtendJson'), type: 'input', width: 180 },
      ];
    case 'valid':
      return [
        name,
        txt,
        check('fieldMustInput'),
        {
          key: 'fieldValidType',
          title: title('fieldValidType'),
          type: 'select',
          width: 220,
          allowInput: true,
          options: [
            { value: UNIQUE_VALID_TYPE, text: t('web.cgform.uniqueValid') },
            ...presetOptions().map((o) => ({ value: o.value, text: t(o.labelKey) })),
          ],
        },
      ];
    case 'query':
      return [
        name,
        txt,
        check('isQuery'),
        {
          key: 'queryMode',
          title: title('queryMode'),
          type: 'select',
          width: 120,
          defaultValue: 'single',
          options: options(QUERY_MODES, (v) => t(`web.cgform.queryMode.${v}`)),
        },
        { key: 'queryDefVal', title: title('queryDefVal'), type: 'input', width: 160 },
      ];
    case 'foreign':
      return [
        name,
        txt,
        { key: 'mainTable', title: title('mainTable'), type: 'input', width: 180 },
        { key: 'mainField', title: title('mainField'), type: 'input', width: 180 },
      ];
  }
}

/** The index grid's columns: name, columns (among the design's fields), normal or unique. */
export function indexColumnsOf(t: TFunction, fieldNames: string[]): WebGridColumn[] {
  const title = (key: string) => t(`web.cgform.columns.${key}`);
  return [
    {
      key: 'indexName',
      title: title('indexName'),
      type: 'input',
      width: 200,
      validateRules: [{ required: true }],
    },
    {
      key: 'indexField',
      title: title('indexField'),
      type: 'list_multi',
      width: 320,
      options: fieldNames.map((value) => ({ value, text: value })),
      validateRules: [{ required: true }],
    },
    {
      key: 'indexType',
      title: title('indexType'),
      type: 'select',
      width: 140,
      defaultValue: 'normal',
      options: INDEX_TYPES.map((value) => ({ value, text: t(`web.cgform.indexType.${value}`) })),
    },
  ];
}
