import { allResourceDefinitions, fieldList, isSecret } from '@weld/core';

/**
 * Functions a report may call: aggregates, window functions and plain scalar functions of text, numbers and dates
 * on the three dialects. An allow-list, because the dangerous ones are many and differ by database (pg_sleep,
 * sleep, benchmark, load_file, pg_read_file, lo_import, dblink, readfile, load_extension, current_setting …).
 */
export const ALLOWED_FUNCTIONS: ReadonlySet<string> = new Set([
  // aggregates and window functions
  'count', 'sum', 'avg', 'min', 'max', 'group_concat', 'string_agg', 'total',
  'row_number', 'rank', 'dense_rank', 'ntile', 'lag', 'lead', 'first_value', 'last_value',
  // nulls and choices
  'coalesce', 'ifnull', 'nullif', 'if', 'iif', 'greatest', 'least',
  // numbers
  'abs', 'round', 'floor', 'ceil', 'ceiling', 'mod', 'power', 'pow', 'sqrt', 'sign', 'trunc', 'truncate',
  // text
  'upper', 'lower', 'ucase', 'lcase', 'length', 'char_length', 'character_length', 'substr', 'substring',
  'left', 'right', 'trim', 'ltrim', 'rtrim', 'replace', 'concat', 'concat_ws', 'lpad', 'rpad', 'instr',
  'position', 'locate', 'strpos', 'reverse', 'repeat',
  // dates
  'date', 'time', 'datetime', 'strftime', 'julianday', 'date_format', 'str_to_date', 'to_char', 'to_date',
  'to_timestamp', 'to_number', 'now', 'current_date', 'current_time', 'current_timestamp', 'curdate',
  'curtime', 'year', 'month', 'day', 'dayofmonth', 'hour', 'minute', 'second', 'week', 'weekday',
  'dayofweek', 'quarter', 'date_part', 'date_trunc', 'date_add', 'date_sub', 'datediff', 'timestampdiff',
  'adddate', 'subdate', 'last_day',
]); // prettier-ignore

/** Column names that hold secrets wherever they appear: passwords, salts, keys, tokens and their hashes. */
const SECRET_NAME = /(^|_)(password|passwd|pwd|salt|secret|token|key_hash|api_key|private_key)(_|$)/i;

/** Tables whose secret columns core's definitions name (secret field kinds), plus those kept outside definitions. */
function secretColumnsByTable(): Map<string, Set<string>> {
  const byTable = new Map<string, Set<string>>([
    ['sys_user', new Set(['password', 'salt'])],
    ['weld_device', new Set(['key_hash'])],
    ['weld_plc_workstation', new Set(['key_hash'])],
  ]);
  for (const def of allResourceDefinitions)
    for (const field of fieldList(def).filter(isSecret)) {
      const columns = byTable.get(def.table) ?? new Set<string>();
      columns.add(field.column);
      byTable.set(def.table, columns);
    }
  return byTable;
}

const SECRET_COLUMNS = secretColumnsByTable();
const SECRET_COLUMN_NAMES = new Set([...SECRET_COLUMNS.values()].flatMap((set) => [...set]));

/** Whether a column name is a secret of some product table, or reads like one. */
export const isSecretColumn = (name: string): boolean =>
  SECRET_COLUMN_NAMES.has(name.toLowerCase()) || SECRET_NAME.test(name);

/** Whether a table has secret columns, so `*` over it would read them. */
export const holdsSecrets = (table: string): boolean => SECRET_COLUMNS.has(table.toLowerCase());

/** The databases' own catalogues and system schemas: never readable by a report. */
export const isCatalogTable = (table: string): boolean =>
  /^(pg_|sqlite_|information_schema$|performance_schema$|mysql$|sys$)/i.test(table);
