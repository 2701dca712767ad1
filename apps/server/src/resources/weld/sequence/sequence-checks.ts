import { fieldLabelKey, parameterProblems, SEQUENCE_PARAMETERS, translate, weldSequence } from '@weld/core';
import type { Locale, SequenceParameter } from '@weld/core';
import { fieldError } from '../../../lib/errors';
import { fieldsError } from '../../../kit/write';
import type { Row } from '../../../kit/table';
import { staticKey } from '../../system/upload';

const PARAMETERS = Object.keys(SEQUENCE_PARAMETERS) as SequenceParameter[];

/**
 * Refuses parameters the process does not use or holds out of its range (core's PARAMETER_RANGES), as
 * the kit refuses a field: 400 with `result.errors` naming each field and the allowed range in `lang`.
 * `stored` is the row before an edit: a field the edit leaves out keeps its stored value and is checked too.
 * @example checkParameters({ process: 'tig', wire_feed: 5 }, undefined, 'en_US') // throws: Wire feed is not used by TIG
 */
export function checkParameters(columns: Row, stored: Row | undefined, lang: Locale): void {
  const value = (column: string) => (Object.hasOwn(columns, column) ? columns[column] : stored?.[column]);
  const process = value('process');
  const values = Object.fromEntries(PARAMETERS.map((key) => [key, value(weldSequence.fields[key].column)]));
  const problems = parameterProblems(process, values);
  if (problems.length === 0) return;
  const processText = translate(lang, `server.dict.weld_process.${String(process)}`);
  const errors: Record<string, string> = {};
  for (const p of problems) {
    errors[p.field] = translate(lang, `server.${p.key}`, {
      ...p.params,
      field: translate(lang, fieldLabelKey(weldSequence, p.field)),
      process: processText,
    });
  }
  throw fieldsError(weldSequence, errors, lang);
}

/** Where program files are uploaded: a private folder, never served by the public static route. */
export const PROGRAM_FOLDER = 'weld-sequence';

/**
 * A program file must be a stored upload in the private program folder, so only the download route
 * (which checks the `download` grant) can send it.
 * @example checkProgramFile({ program_file: 'temp/x.zip' }, 'en_US') // throws
 */
export function checkProgramFile(columns: Row, lang: Locale): void {
  const path = columns.program_file;
  if (path === undefined || path === null) return;
  if (typeof path !== 'string' || !path.startsWith(`${PROGRAM_FOLDER}/`) || staticKey(path) === null) {
    throw fieldError(lang, 'programFile', 'weldSequence.fileOutside');
  }
}
