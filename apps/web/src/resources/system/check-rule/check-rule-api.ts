import { http, HttpError } from '../../../lib/http';

/** What the server said of a value: passed, or the failing rule step's message. */
export interface CheckOutcome {
  passed: boolean;
  message: string;
}

/**
 * GET /sys/checkRule/checkByCode with the value as typed (the client URL-encodes it); a refusal is an
 * outcome to show beside the box, not an error notice.
 * @example await checkByCode('product_code', 'A01') // { passed: true, message: '校验通过' }
 */
export async function checkByCode(ruleCode: string, value: string): Promise<CheckOutcome> {
  try {
    const res = await http.get<null>('/sys/checkRule/checkByCode', { ruleCode, value }, { silent: true });
    return { passed: res.success, message: res.message };
  } catch (e) {
    if (e instanceof HttpError && e.failure.status === 400)
      return { passed: false, message: e.failure.message };
    throw e;
  }
}
