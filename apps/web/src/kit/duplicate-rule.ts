import type { Rule } from 'antd/es/form';
import { http } from '../lib/http';

/** How long typing must pause before the server is asked (spec shell §5's duplicate-value check). */
export const DUPLICATE_CHECK_DELAY_MS = 500;

/** What the server's duplicate check needs besides the value: the table, the field and the record itself (on edit). */
export interface DuplicateTarget {
  tableName: string;
  fieldName: string;
  dataId?: string;
}

/**
 * Asks `GET /sys/duplicate/check` whether a value is still free: null when it is, else the server's
 * message; a refused or failed call rejects.
 * @example await askDuplicate({ tableName: 'sys_position', fieldName: 'code' }, 'W01') // '该值不可用，系统中已存在！'
 */
export async function askDuplicate(target: DuplicateTarget, value: string): Promise<string | null> {
  const res = await http.get<{ free: boolean }>(
    '/sys/duplicate/check',
    { ...target, fieldVal: value },
    { silent: true },
  );
  return res.success ? null : res.message;
}

/** A debounced rule, the way to start over with a newly opened form, and to ask at once on a save. */
export interface DuplicateRule {
  rule: Rule;
  /** forgets the answers; the opened record's own value is free without asking */
  reset(own?: unknown): void;
  /** while true, checks ask without waiting: a save validates what is there now */
  hurry(now: boolean): void;
}

/**
 * An Ant Design rule that checks a unique field with the server while the user types: the ask waits
 * until typing pauses `delayMs`, a newer keystroke supersedes a waiting one (Ant Design keeps only the
 * latest validation's outcome), and an answer is remembered per value, so saving a checked value costs
 * no second call.
 * @example const { rule } = duplicateRule((v) => askDuplicate({ tableName: 'sys_user', fieldName: 'username' }, v))
 */
export function duplicateRule(
  ask: (value: string) => Promise<string | null>,
  delayMs = DUPLICATE_CHECK_DELAY_MS,
): DuplicateRule {
  const answers = new Map<string, string | null>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let superseded: (() => void) | null = null;
  let hurried = false;
  const verdict = (message: string | null) =>
    message ? Promise.reject(new Error(message)) : Promise.resolve();

  const validator = (_rule: unknown, value: unknown): Promise<void> => {
    const text = value === undefined || value === null ? '' : String(value);
    if (text.trim() === '') return Promise.resolve();
    if (answers.has(text)) return verdict(answers.get(text) ?? null);
    clearTimeout(timer);
    superseded?.();
    return new Promise<void>((resolve, reject) => {
      superseded = resolve;
      timer = setTimeout(
        () => {
          superseded = null;
          ask(text).then(
            (message) => {
              answers.set(text, message);
              if (message) reject(new Error(message));
              else resolve();
            },
            // a check that fails (no right, no network) is no verdict, and not remembered: the save checks again
            () => resolve(),
          );
        },
        hurried ? 0 : delayMs,
      );
    });
  };

  return {
    rule: { validator },
    reset: (own) => {
      answers.clear();
      if (own !== undefined && own !== null && String(own).trim() !== '') answers.set(String(own), null);
      clearTimeout(timer);
      superseded?.();
      superseded = null;
    },
    hurry: (now) => {
      hurried = now;
    },
  };
}
