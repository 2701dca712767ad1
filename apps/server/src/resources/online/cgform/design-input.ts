import { translate } from '@weld/core';
import type { CgformDesign, DesignProblem, Locale } from '@weld/core';
import { AppError } from '../../../lib/errors';

const text = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;
const whole = (fallback?: number) =>
  ({
    type: 'integer',
    minimum: -1_000_000,
    maximum: 1_000_000,
    ...(fallback === undefined ? {} : { default: fallback }),
  }) as const;

/** The head of a design body: names and choices checked by core's `designProblems`, not here. */
const head = {
  type: 'object',
  required: ['tableName', 'tableTxt'],
  properties: {
    id: text(64),
    tableName: { type: 'string', maxLength: 100 },
    tableTxt: { type: 'string', maxLength: 500 },
    tableVersion: whole(),
    tableType: whole(1),
    isCheckbox: { type: 'string', maxLength: 1, default: 'Y' },
    isPage: { type: 'string', maxLength: 1, default: 'Y' },
    isTree: { type: 'string', maxLength: 1, default: 'N' },
    queryMode: { type: 'string', maxLength: 10, default: 'single' },
    idType: text(20),
    relationType: { type: ['integer', 'null'] },
    subTableStr: text(1000),
    tabOrderNum: { type: ['integer', 'null'] },
    treeParentIdField: text(64),
    treeIdField: text(64),
    treeFieldname: text(64),
    formTemplate: { type: 'string', maxLength: 10, default: '1' },
    themeTemplate: { type: 'string', maxLength: 20, default: 'normal' },
    extConfigJson: text(4000),
  },
} as const;

const flag = (fallback: number) => ({ type: 'integer', default: fallback }) as const;

const field = {
  type: 'object',
  required: ['dbFieldName', 'dbType'],
  properties: {
    id: text(64),
    dbFieldName: { type: 'string', maxLength: 100 },
    dbFieldTxt: { type: 'string', maxLength: 500, default: '' },
    dbType: { type: 'string', maxLength: 20 },
    dbLength: whole(0),
    dbPointLength: whole(0),
    dbDefaultVal: text(500),
    dictField: text(100),
    dictTable: text(255),
    dictText: text(100),
    fieldShowType: { type: 'string', maxLength: 20, default: 'text' },
    fieldValidType: text(500),
    fieldExtendJson: text(2000),
    fieldDefaultValue: text(200),
    fieldHref: text(200),
    queryMode: { type: 'string', maxLength: 10, default: 'single' },
    queryDefVal: text(200),
    mainTable: text(64),
    mainField: text(64),
    dbIsKey: flag(0),
    dbIsNull: flag(1),
    fieldMustInput: flag(0),
    isQuery: flag(0),
    isShowForm: flag(1),
    isShowList: flag(1),
    isReadOnly: flag(0),
    sortFlag: flag(0),
    orderNum: whole(),
  },
} as const;

const index = {
  type: 'object',
  required: ['indexName', 'indexField'],
  properties: {
    id: text(64),
    indexName: { type: 'string', maxLength: 100 },
    indexField: { type: 'string', maxLength: 1000 },
    indexType: { type: 'string', maxLength: 10, default: 'normal' },
  },
} as const;

/** The body of addAll, editAll and a design import: `{head, fields, indexs}` (ONLINE.md). */
export const designBody = {
  type: 'object',
  required: ['head', 'fields'],
  properties: {
    head,
    fields: { type: 'array', minItems: 1, maxItems: 500, items: field },
    indexs: { type: 'array', maxItems: 100, items: index, default: [] },
  },
} as const;

/**
 * The design a checked body holds: fields in the order given (their `orderNum`, else their place), the old names
 * left to the server, empty texts as nothing.
 */
export function designOf(body: CgformDesign): CgformDesign {
  const fields = body.fields.map((f, i) => ({ ...f, orderNum: f.orderNum ?? i, dbFieldNameOld: null }));
  return { head: { ...body.head }, fields, indexs: body.indexs ?? [] };
}

/** A refused design: 400 with every problem at its field (`result.errors`), in the caller's language. */
export function designError(lang: Locale, problems: DesignProblem[]): AppError {
  const errors: Record<string, string> = {};
  for (const p of problems) {
    const params = { ...p.params };
    // the props a message names read as the designer's own labels
    for (const prop of ['field', 'flag'])
      if (typeof params[prop] === 'string')
        params[prop] = translate(lang, `server.cgform.props.${params[prop]}`);
    const message = translate(lang, `server.${p.key}`, params);
    errors[p.path] = errors[p.path] ? `${errors[p.path]}; ${message}` : message;
  }
  return new AppError(400, 'kit.invalid', { details: Object.values(errors).join('; ') }, { errors });
}
