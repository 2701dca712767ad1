import type { SmsProviderConfig } from '../../../config';
import { SmsDeliveryError } from '../../../lib/sms-sender';
import type { SmsMessage, SmsSender } from '../../../lib/sms-sender';

type HttpSmsConfig = Extract<SmsProviderConfig, { kind: 'http' }>;

/** The gateway's answer is read only this far: for the success pattern and the log line of a failure. */
const ANSWER_CHARS = 64 * 1024;
const ANSWER_LOG_CHARS = 300;

/** Fills {{mobile}}, {{code}}, {{templateId}} and {{mode}}, each value escaped by `escape`; other text stays as written. */
export function fillSmsTemplate(
  template: string,
  message: SmsMessage,
  templateId: string,
  escape: (value: string) => string,
): string {
  const values: Record<string, string> = {
    mobile: message.mobile,
    code: message.code,
    templateId,
    mode: message.mode,
  };
  return template.replace(/\{\{\s*(mobile|code|templateId|mode)\s*\}\}/g, (_, name: string) =>
    escape(values[name] ?? ''),
  );
}

const jsonEscape = (value: string) => JSON.stringify(value).slice(1, -1);

/** How values go into the body: JSON string content, form encoding, or as they are for other types. */
function bodyEscape(contentType: string): (value: string) => string {
  if (/json/i.test(contentType)) return jsonEscape;
  if (/x-www-form-urlencoded/i.test(contentType)) return encodeURIComponent;
  return (value) => value;
}

function withDefaultContentType(headers: Record<string, string>, hasBody: boolean): Record<string, string> {
  if (!hasBody || Object.keys(headers).some((name) => name.toLowerCase() === 'content-type'))
    return { ...headers };
  return { ...headers, 'Content-Type': 'application/json' };
}

/**
 * An SMS provider calling an HTTP gateway as configured (SMS_HTTP_*): a 2xx answer (whose body matches
 * SMS_HTTP_OK_PATTERN when one is set) means the gateway took the message; another answer, no answer
 * within the timeout, or no connection throws SmsDeliveryError.
 * @example const sender = httpSmsSender(config.sms)
 */
export function httpSmsSender(config: HttpSmsConfig): SmsSender {
  const headers = withDefaultContentType(config.headers, config.body !== null);
  const contentType =
    Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  return {
    async send(message, log) {
      const url = fillSmsTemplate(config.url, message, config.templateId, encodeURIComponent);
      const body =
        config.body === null
          ? undefined
          : fillSmsTemplate(config.body, message, config.templateId, bodyEscape(contentType));
      let answer: Response;
      try {
        // a redirect is not followed: it would repeat the body (and its credentials) to another address
        answer = await fetch(url, {
          method: config.method,
          headers,
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (err) {
        const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
        const cause =
          err instanceof Error
            ? String((err.cause as Error | undefined)?.message ?? err.message)
            : String(err);
        log.warn(
          { mobile: message.mobile, mode: message.mode, reason: timedOut ? 'timeout' : cause },
          'sms gateway not reached',
        );
        throw new SmsDeliveryError(timedOut ? 'timeout' : 'unreachable', cause);
      }
      const text = (await answer.text().catch(() => '')).slice(0, ANSWER_CHARS);
      const refused =
        answer.status < 200 ||
        answer.status > 299 ||
        (config.okPattern !== null && !config.okPattern.test(text));
      if (refused) {
        log.warn(
          {
            mobile: message.mobile,
            mode: message.mode,
            status: answer.status,
            answer: text.slice(0, ANSWER_LOG_CHARS),
          },
          'sms gateway refused the message',
        );
        throw new SmsDeliveryError('status', `HTTP ${answer.status}`);
      }
      log.info(
        { mobile: message.mobile, mode: message.mode, status: answer.status },
        'sms code sent (http provider)',
      );
    },
  };
}
