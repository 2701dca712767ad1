import { AppError } from '../../../lib/errors';
import type { DialectName } from '../../../db/dialect';

/** A report's SQL as it runs: text pieces around its `${param}` places, each place a bound value. */
export interface SqlTemplate {
  /** the text between the places, one more than `params` */
  pieces: string[];
  /** the parameter each place binds, in order (a name may repeat) */
  params: string[];
  /** the text with NULL at every place, for the parser: one value in place of one value */
  parseText: string;
}

const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

const refuse = (key: string, values: Record<string, unknown> = {}) =>
  new AppError(400, `cgreport.sql.${key}`, values);

/** Where the quoted run that starts at `start` (a `'`, `"` or backtick) ends, just past its closing quote. */
function quotedEnd(sql: string, start: number): number {
  const quote = sql[start];
  let at = start + 1;
  for (;;) {
    const close = sql.indexOf(quote, at);
    if (close < 0) throw refuse('unterminated');
    // a doubled quote is the quote itself
    if (sql[close + 1] === quote) at = close + 2;
    else return close + 1;
  }
}

/**
 * Splits a report's SQL at its `${param}` places (bare or quoted `'${param}'`, as the original platform's users write
 * them), and drops its comments, so the text that is parsed and checked is the text that runs. Refused, because the
 * databases read them differently from one another or from the parser: backslashes inside quotes (MySQL escapes,
 * PostgreSQL E'' and U&'' strings), `$` other than a place (PostgreSQL's $1 and $$ quoting), a place inside a longer
 * string, a second statement after `;`, NUL characters.
 * @example splitParams("select * from t where a = '${a}'", 'postgres') // pieces ['select * from t where a = ', ''], params ['a']
 */
export function splitParams(sql: string, dialect: DialectName): SqlTemplate {
  if (sql.includes('\0')) throw refuse('nul');
  const pieces: string[] = [];
  const params: string[] = [];
  let piece = '';
  let at = 0;
  const place = (name: string) => {
    if (!PARAM_NAME.test(name)) throw refuse('paramName', { name });
    pieces.push(piece);
    params.push(name);
    piece = '';
  };
  while (at < sql.length) {
    const ch = sql[at];
    const next = sql[at + 1];
    if (ch === "'" || ch === '"' || ch === '`') {
      const end = quotedEnd(sql, at);
      const run = sql.slice(at, end);
      if (run.includes('\\')) throw refuse('backslash');
      const whole = ch === "'" ? /^'\$\{([^}]*)\}'$/.exec(run) : null;
      if (whole) place(whole[1]);
      else if (run.includes('${')) throw refuse('paramInString');
      else piece += run;
      at = end;
    } else if ((ch === '-' && next === '-') || (ch === '#' && dialect === 'mysql')) {
      const end = sql.indexOf('\n', at);
      piece += ' ';
      at = end < 0 ? sql.length : end;
    } else if (ch === '/' && next === '*') {
      const end = sql.indexOf('*/', at + 2);
      if (end < 0) throw refuse('unterminated');
      piece += ' ';
      at = end + 2;
    } else if (ch === '$') {
      const match = /^\$\{([^}]*)\}/.exec(sql.slice(at, at + 80));
      if (!match) throw refuse('dollar');
      place(match[1]);
      at += match[0].length;
    } else if (ch === ';') {
      if (sql.slice(at + 1).trim() !== '') throw refuse('oneStatement');
      at = sql.length;
    } else {
      piece += ch;
      at += 1;
    }
  }
  pieces.push(piece);
  if (pieces.join('').trim() === '' && params.length === 0) throw refuse('empty');
  return { pieces, params, parseText: pieces.join(' NULL ') };
}

/** The `${param}` names of a template, each once, in order of first use. */
export const paramNames = (template: SqlTemplate): string[] => [...new Set(template.params)];
