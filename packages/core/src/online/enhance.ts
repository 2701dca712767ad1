import { STANDARD_COLUMNS } from './standard-fields';
import type { CgformField } from './design';
import { defaultFits, type DesignProblem } from './field-checks';

/** Where a custom button shows: the list's toolbar (on the selected rows) or each row's actions. */
export const BUTTON_POSITIONS = ['toolbar', 'row'] as const;
export const BUTTON_STYLES = ['button', 'link'] as const;
/** `update`: one UPDATE of the form's own row built from assignments; `action`: a registered server action. */
export const BUTTON_KINDS = ['update', 'action'] as const;
/** Icons a button may show (the web maps each to its icon component): names, never markup. */
export const BUTTON_ICONS = [
  'check',
  'close',
  'edit',
  'send',
  'lock',
  'unlock',
  'flag',
  'star',
  'sync',
  'stop',
] as const;
/** The system variables an assignment may read, as field default values and data rules name them. */
export const BUTTON_VARIABLES = ['sys_user_code', 'sys_org_code', 'sys_date', 'sys_time'] as const;
export const ASSIGNMENT_SOURCES = ['constant', 'variable', 'field'] as const;
export const LINKAGE_EFFECTS = ['show', 'hide', 'required', 'readonly', 'options'] as const;
/** widgets.md §9: "Enhance records kept per code: at most 16". */
export const ENHANCE_REVISIONS = 16;
export const MAX_BUTTONS = 20;
export const MAX_RULES = 50;
const MAX_ASSIGNMENTS = 20;
const MAX_VALUES = 50;
const MAX_VALUE_LENGTH = 200;
/** A constant for a Text column: no column length to fit, a bound still. */
const MAX_TEXT_CONSTANT = 2000;
const BUTTON_CODE = /^[a-z][a-zA-Z0-9_]{0,49}$/;

export type ButtonVariable = (typeof BUTTON_VARIABLES)[number];

/** One `SET <field> = <value>` of an update button: a constant, a system variable, or another field of the row. */
export interface ButtonAssignment {
  field: string;
  source: (typeof ASSIGNMENT_SOURCES)[number];
  /** the constant, the variable's name (`sys_date`), or the other field's column */
  value: string;
}

/** A custom button of a form (onl_cgform_button), its action structured: no SQL, script or class name. */
export interface CgformButton {
  buttonCode: string;
  buttonName: string;
  buttonIcon?: string | null;
  buttonStyle: (typeof BUTTON_STYLES)[number];
  optPosition: (typeof BUTTON_POSITIONS)[number];
  optType: (typeof BUTTON_KINDS)[number];
  orderNum: number;
  assignments?: ButtonAssignment[];
  /** a registered server action's name (optType action) */
  actionName?: string | null;
}

/** When `field` holds one of `values`, `effect` applies to `target` (options: its choices are `options`). */
export interface LinkageRule {
  field: string;
  values: string[];
  target: string;
  effect: (typeof LINKAGE_EFFECTS)[number];
  options?: string[];
}

/** A form's declarative enhancements: its buttons and linkage rules, saved and revised together. */
export interface CgformEnhance {
  buttons: CgformButton[];
  rules: LinkageRule[];
}

/** Columns no button may set: the key and the audit columns the kit keeps, and the kit's own. */
const UNSETTABLE: readonly string[] = [
  ...STANDARD_COLUMNS.filter((c) => c !== 'sys_org_code'),
  'del_flag',
  'tenant_id',
];

const isText = (v: unknown, max: number): v is string =>
  typeof v === 'string' && v.length > 0 && v.length <= max;
const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T => list.includes(v as T);

/** Whether a constant may be stored in the field's column (its type, length and format). */
export function constantFits(
  field: Pick<CgformField, 'dbType' | 'dbLength' | 'dbPointLength'>,
  value: string,
) {
  if (field.dbType === 'Text') return value.length <= MAX_TEXT_CONSTANT;
  if (field.dbType === 'Blob') return false;
  return defaultFits(field, value);
}

function assignmentProblems(
  assignments: unknown,
  fields: Map<string, CgformField>,
  at: string,
): DesignProblem[] {
  if (!Array.isArray(assignments) || assignments.length === 0 || assignments.length > MAX_ASSIGNMENTS)
    return [
      { path: `${at}.assignments`, key: 'cgform.enhance.assignments', params: { max: MAX_ASSIGNMENTS } },
    ];
  const problems: DesignProblem[] = [];
  const seen = new Set<string>();
  assignments.forEach((a: Partial<ButtonAssignment>, i) => {
    const path = `${at}.assignments.${i}`;
    const field = fields.get(String(a?.field));
    if (!field || field.dbType === 'Blob')
      return problems.push({
        path: `${path}.field`,
        key: 'cgform.enhance.unknownField',
        params: { name: String(a?.field) },
      });
    if (UNSETTABLE.includes(field.dbFieldName))
      return problems.push({
        path: `${path}.field`,
        key: 'cgform.enhance.fixedField',
        params: { name: field.dbFieldName },
      });
    if (seen.has(field.dbFieldName))
      problems.push({
        path: `${path}.field`,
        key: 'cgform.enhance.twice',
        params: { name: field.dbFieldName },
      });
    seen.add(field.dbFieldName);
    const value = typeof a.value === 'string' ? a.value : '';
    if (a.source === 'constant') {
      if (!constantFits(field, value))
        problems.push({
          path: `${path}.value`,
          key: 'cgform.enhance.badConstant',
          params: { name: field.dbFieldName, value: value.slice(0, 50) },
        });
    } else if (a.source === 'variable') {
      if (!oneOf(BUTTON_VARIABLES, value))
        problems.push({
          path: `${path}.value`,
          key: 'cgform.enhance.badVariable',
          params: { name: value.slice(0, 50) },
        });
    } else if (a.source === 'field') {
      const other = fields.get(value);
      if (!other || other.dbType === 'Blob')
        problems.push({
          path: `${path}.value`,
          key: 'cgform.enhance.unknownField',
          params: { name: value.slice(0, 64) },
        });
    } else problems.push({ path: `${path}.source`, key: 'cgform.enhance.badSource', params: {} });
  });
  return problems;
}

function buttonProblems(
  b: Partial<CgformButton>,
  i: number,
  fields: Map<string, CgformField>,
  actions: readonly string[],
) {
  const at = `buttons.${i}`;
  const problems: DesignProblem[] = [];
  if (!BUTTON_CODE.test(String(b.buttonCode ?? '')))
    problems.push({ path: `${at}.buttonCode`, key: 'cgform.enhance.badCode', params: {} });
  if (!isText(b.buttonName, 50))
    problems.push({ path: `${at}.buttonName`, key: 'cgform.enhance.badName', params: {} });
  if (b.buttonIcon && !oneOf(BUTTON_ICONS, b.buttonIcon))
    problems.push({ path: `${at}.buttonIcon`, key: 'cgform.enhance.badIcon', params: {} });
  if (!oneOf(BUTTON_STYLES, b.buttonStyle))
    problems.push({ path: `${at}.buttonStyle`, key: 'cgform.enhance.badChoice', params: {} });
  if (!oneOf(BUTTON_POSITIONS, b.optPosition))
    problems.push({ path: `${at}.optPosition`, key: 'cgform.enhance.badChoice', params: {} });
  if (!Number.isInteger(b.orderNum))
    problems.push({ path: `${at}.orderNum`, key: 'cgform.enhance.badChoice', params: {} });
  if (b.optType === 'update') problems.push(...assignmentProblems(b.assignments, fields, at));
  else if (b.optType === 'action') {
    if (!actions.includes(String(b.actionName)))
      problems.push({
        path: `${at}.actionName`,
        key: 'cgform.enhance.unknownAction',
        params: { name: String(b.actionName ?? '').slice(0, 64) },
      });
  } else problems.push({ path: `${at}.optType`, key: 'cgform.enhance.badChoice', params: {} });
  return problems;
}

const isValueList = (v: unknown): v is string[] =>
  Array.isArray(v) &&
  v.length > 0 &&
  v.length <= MAX_VALUES &&
  v.every((x) => typeof x === 'string' && x.length <= MAX_VALUE_LENGTH);

function ruleProblems(r: Partial<LinkageRule>, i: number, fields: Map<string, CgformField>): DesignProblem[] {
  const at = `rules.${i}`;
  const problems: DesignProblem[] = [];
  for (const part of ['field', 'target'] as const)
    if (!fields.has(String(r[part])) || r[part] === 'id')
      problems.push({
        path: `${at}.${part}`,
        key: 'cgform.enhance.unknownField',
        params: { name: String(r[part] ?? '').slice(0, 64) },
      });
  if (r.field !== undefined && r.field === r.target)
    problems.push({ path: `${at}.target`, key: 'cgform.enhance.selfRule', params: {} });
  if (!isValueList(r.values))
    problems.push({ path: `${at}.values`, key: 'cgform.enhance.badValues', params: { max: MAX_VALUES } });
  if (!oneOf(LINKAGE_EFFECTS, r.effect))
    problems.push({ path: `${at}.effect`, key: 'cgform.enhance.badChoice', params: {} });
  if (r.effect === 'options' && !isValueList(r.options))
    problems.push({ path: `${at}.options`, key: 'cgform.enhance.badValues', params: { max: MAX_VALUES } });
  return problems;
}

/**
 * What is wrong with a form's buttons and linkage rules against its design's fields (columns by name): codes,
 * choices, assignments to settable design columns with constants that fit them, registered action names, rules
 * between two design fields. The server adds the served form's own validation of constants.
 * @example enhanceProblems({ buttons, rules }, design.fields, ['fillDefaults'])
 */
export function enhanceProblems(
  enhance: Partial<CgformEnhance>,
  designFields: readonly CgformField[],
  actions: readonly string[],
): DesignProblem[] {
  const fields = new Map(designFields.map((f) => [f.dbFieldName, f]));
  const buttons = Array.isArray(enhance.buttons) ? enhance.buttons : [];
  const rules = Array.isArray(enhance.rules) ? enhance.rules : [];
  const problems: DesignProblem[] = [];
  if (buttons.length > MAX_BUTTONS)
    problems.push({ path: 'buttons', key: 'cgform.enhance.tooMany', params: { max: MAX_BUTTONS } });
  if (rules.length > MAX_RULES)
    problems.push({ path: 'rules', key: 'cgform.enhance.tooMany', params: { max: MAX_RULES } });
  const codes = new Set<string>();
  buttons.forEach((b, i) => {
    problems.push(...buttonProblems(b ?? {}, i, fields, actions));
    if (codes.has(b?.buttonCode))
      problems.push({
        path: `buttons.${i}.buttonCode`,
        key: 'cgform.enhance.codeTwice',
        params: { code: b.buttonCode },
      });
    codes.add(b?.buttonCode);
  });
  rules.forEach((r, i) => problems.push(...ruleProblems(r ?? {}, i, fields)));
  return problems;
}
