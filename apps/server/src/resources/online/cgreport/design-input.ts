import type { Locale } from '@weld/core';
import { fieldError } from '../../../lib/errors';

export interface ReportHeadInput {
  id?: string;
  code: string;
  name: string;
  cgrSql: string;
  dbSource?: string | null;
}

export interface ReportItemInput {
  fieldName: string;
  fieldTxt?: string | null;
  fieldType?: string;
  isShow?: number;
  isSearch?: number;
  searchMode?: string;
  dictCode?: string | null;
  fieldHref?: string | null;
  isTotal?: number;
  orderNum?: number;
}

export interface ReportParamInput {
  paramName: string;
  paramTxt?: string | null;
  paramValue?: string | null;
  orderNum?: number;
}

/** What add and edit send (ONLINE.md "Reports"). */
export interface ReportDesign {
  head: ReportHeadInput;
  items: ReportItemInput[];
  params: ReportParamInput[];
}

export const FIELD_TYPES = ['String', 'Integer', 'Long', 'Double', 'BigDecimal', 'Date', 'Datetime'];
const CODE = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;
const PARAM = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

const str = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;
const flag = { type: 'integer', enum: [0, 1] } as const;

/** The body schema of add and edit: shapes and bounds; the rules that need words are checked by checkDesign. */
export const designBody = {
  type: 'object',
  required: ['head'],
  properties: {
    head: {
      type: 'object',
      required: ['code', 'name', 'cgrSql'],
      properties: {
        id: { type: 'string', maxLength: 64 },
        code: { type: 'string', maxLength: 200 },
        name: { type: 'string', maxLength: 400 },
        cgrSql: { type: 'string', maxLength: 20000 },
        dbSource: str(100),
      },
    },
    items: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        required: ['fieldName'],
        properties: {
          fieldName: { type: 'string', maxLength: 200 },
          fieldTxt: str(400),
          fieldType: { type: 'string', maxLength: 20 },
          isShow: flag,
          isSearch: flag,
          searchMode: { type: ['string', 'null'], maxLength: 10 },
          dictCode: str(100),
          fieldHref: str(200),
          isTotal: flag,
          orderNum: { type: 'integer', minimum: -1000000, maximum: 1000000 },
        },
      },
    },
    params: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        required: ['paramName'],
        properties: {
          paramName: { type: 'string', maxLength: 100 },
          paramTxt: str(200),
          paramValue: str(200),
          orderNum: { type: 'integer', minimum: -1000000, maximum: 1000000 },
        },
      },
    },
  },
} as const;

/**
 * Checks a design's own rules (the SQL is checked by checkReportSql, the data source by the designer's check):
 * code, name, column names, types and modes, parameter names, each named once. The first refusal is a 400 at its field.
 * @example checkDesign(request.lang, request.body)
 */
export function checkDesign(lang: Locale, design: ReportDesign): void {
  const { head } = design;
  if (!CODE.test(head.code)) throw fieldError(lang, 'head.code', 'cgreport.badCode');
  if (!head.name.trim() || head.name.length > 200) throw fieldError(lang, 'head.name', 'cgreport.badName');
  const names = new Set<string>();
  design.items.forEach((item, i) => {
    const name = item.fieldName;
    if (!name.trim() || name.length > 100)
      throw fieldError(lang, `items.${i}.fieldName`, 'cgreport.badField', { name });
    if (names.has(name)) throw fieldError(lang, `items.${i}.fieldName`, 'cgreport.duplicateField', { name });
    names.add(name);
    const type = item.fieldType ?? 'String';
    if (!FIELD_TYPES.includes(type))
      throw fieldError(lang, `items.${i}.fieldType`, 'cgreport.badFieldType', {
        name,
        type,
        allowed: FIELD_TYPES.join(', '),
      });
    if (!['single', 'group'].includes(item.searchMode ?? 'single'))
      throw fieldError(lang, `items.${i}.searchMode`, 'cgreport.badSearchMode', { name });
    if ((item.fieldTxt ?? '').length > 200)
      throw fieldError(lang, `items.${i}.fieldTxt`, 'cgreport.badText', { name, max: 200 });
  });
  const params = new Set<string>();
  design.params.forEach((param, i) => {
    const name = param.paramName;
    if (!PARAM.test(name)) throw fieldError(lang, `params.${i}.paramName`, 'cgreport.badParam', { name });
    if (params.has(name))
      throw fieldError(lang, `params.${i}.paramName`, 'cgreport.duplicateParam', { name });
    params.add(name);
  });
}
