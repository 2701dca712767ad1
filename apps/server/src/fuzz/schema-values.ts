import { badNumberText, badUrlValue, oddJson, wrongFor } from './malformed';
import type { UrlValue } from './malformed';
import type { JsonSchema, Operation } from './operations';
import type { Rng } from './prng';

// Values for a route's schema (plan.ts): plausible ones, and bodies and list queries with something wrong.

export function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

/** A value the schema accepts, or comes close to: random and bound to name nothing that exists. */
export function plausible(schema: JsonSchema, r: Rng): unknown {
  if (schema.enum && schema.enum.length > 0) return r.pick(schema.enum);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return Math.min(schema.maximum ?? Number.MAX_SAFE_INTEGER, Math.max(schema.minimum ?? 1, 1 + r.int(3)));
    case 'boolean':
      return r.chance(0.5);
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        plausible(schema.items ?? { type: 'string' }, r),
      );
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? [])
        out[key] = plausible(schema.properties?.[key] ?? { type: 'string' }, r);
      return out;
    }
    default: {
      const text = `fz${r.hex(14)}`.slice(0, Math.max(1, schema.maxLength ?? 16));
      return text.padEnd(schema.minLength ?? 0, '0');
    }
  }
}

/** A body for the route's JSON schema with one thing wrong: a property's type, the required ones, extras, the whole shape. */
export function badBody(schema: JsonSchema, r: Rng): unknown {
  const body = plausible({ ...schema, type: 'object' }, r) as Record<string, unknown>;
  const properties = Object.entries(schema.properties ?? {});
  const roll = r.int(6);
  if (roll === 0 && properties.length > 0) {
    for (let n = 1 + r.int(3); n > 0; n--) {
      const [key, property] = r.pick(properties);
      body[key] = wrongFor(r, typeOf(property));
    }
    return body;
  }
  if (roll === 1) {
    for (const key of schema.required ?? []) if (r.chance(0.7)) delete body[key];
    for (const [key] of properties) if (r.chance(0.3)) body[key] = oddJson(r);
    return body;
  }
  if (roll === 2) {
    for (const key of ['__proto__', 'constructor', 'id', 'delFlag', 'tenantId', 'createBy', `x${r.hex(4)}`])
      if (r.chance(0.5)) body[key] = oddJson(r);
    return body;
  }
  if (roll === 3) return r.pick([null, [], [body], 'x', 0, true, oddJson(r)]);
  for (const [key] of properties) if (r.chance(0.6)) body[key] = oddJson(r);
  return body;
}

const SUPER_RULES = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'in', 'like', 'left_like', 'right_like'];

/** superQueryParams that do not parse, or parse into rules, fields and values no list should choke on. */
export function badSuperQuery(r: Rng, fields: string[]): string {
  const field = () =>
    r.pick([...fields, 'password', 'del_flag', 'id) OR (1=1', '__proto__', '', 'a.b', 'sys_user.password']);
  const rule = () => r.pick([...SUPER_RULES, 'between', 'EQ', ' eq', 'like%', '', 'regex', '__proto__']);
  const cases: (() => unknown)[] = [
    () =>
      r.pick([
        '{',
        '[',
        '[{',
        'null',
        '"x"',
        '{}',
        '[1,2]',
        '[{}]',
        '[null]',
        '\u0000',
        '%',
        '[{"field":"id","rule":"eq","val":"\u0000"}]',
      ]),
    () => [{ field: r.pick(fields.length ? fields : ['id']), rule: rule(), val: oddJson(r) }],
    () => [{ field: field(), rule: r.pick(SUPER_RULES), val: r.pick(['x', '\u0000', badNumberText(r)]) }],
    () => [
      {
        field: r.pick(fields.length ? fields : ['id']),
        rule: 'in',
        val: r.pick(['', ',,,', 'a,'.repeat(2_000), '\u0000,x']),
      },
    ],
    () => [
      {
        field: field(),
        rule: r.pick(SUPER_RULES),
        val: 'x',
        type: r.pick(['int', 'date', 'x', '']),
        dbType: r.pick(['bigint', 'x;drop', '']),
      },
    ],
    () => Array.from({ length: 300 }, () => ({ field: field(), rule: r.pick(SUPER_RULES), val: 'x' })),
  ];
  const value = r.pick(cases)();
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The list query of DESIGN.md §4 gone wrong: paging, sorting, the super query and field filters. */
export function badListQuery(op: Operation, r: Rng): [string, UrlValue][] {
  const out: [string, UrlValue][] = [];
  const searchable = op.fields.filter((f) => f.search);
  const keys = op.fields.map((f) => f.key);
  const parts = r.int(3) + 1;
  for (let i = 0; i < parts; i++) {
    const roll = r.int(6);
    if (roll === 0) {
      const huge = () =>
        r.pick([
          '922337203685477580',
          '9223372036854775807',
          '99999999999999999999',
          '1e21',
          '99999999999',
          '2147483648',
          '1e309',
          'Infinity',
          '-1',
          '0',
          'abc',
          '1e3',
          '1.5',
          '',
          '\u0000',
        ]);
      out.push(['pageNo', { text: huge() }], ['pageSize', { text: huge() }]);
    } else if (roll === 1) {
      out.push([
        'column',
        {
          text: r.pick([
            ...keys,
            'id;drop',
            '__proto__',
            'constructor',
            'password',
            'del_flag',
            '',
            '\u0000',
            'a.b',
            'sys_user.password',
            'name`',
            '1',
          ]),
        },
      ]);
      out.push(['order', { text: r.pick(['asc', 'desc', 'ASC', 'sideways', '', '\u0000', 'asc;drop']) }]);
    } else if (roll === 2) {
      out.push(
        ['superQueryParams', { text: badSuperQuery(r, keys) }],
        ['superQueryMatchType', { text: r.pick(['and', 'or', 'xor', '', '\u0000']) }],
      );
    } else if (roll >= 3 && roll <= 4 && searchable.length > 0) {
      // a few filters at once: each field kind has its own parsing, and one of them may break
      for (let n = Math.min(searchable.length, 1 + r.int(4)); n > 0; n--) {
        const field = r.pick(searchable);
        // dictionaries and switches often sit in integer columns: text that is no number suits them as well
        const numeric = ['number', 'money', 'dict', 'switchYN'].includes(field.kind);
        const value = numeric || r.chance(0.4) ? { text: badNumberText(r) } : badUrlValue(r);
        const suffix = field.search === 'range' && r.chance(0.5) ? r.pick(['_begin', '_end']) : '';
        out.push([`${field.key}${suffix}`, value]);
      }
    } else {
      out.push([
        r.pick([
          'password',
          'del_flag',
          'delFlag',
          'tenantId',
          'selections',
          'fileType',
          'sex',
          'status',
          `x${r.hex(3)}`,
        ]),
        badUrlValue(r),
      ]);
    }
  }
  return out;
}
