import { ConfigError, int } from './config-values';

/**
 * The SMS provider of verification codes. `http` calls any SMS gateway: `url` and `body` may hold the
 * placeholders {{mobile}}, {{code}}, {{templateId}} and {{mode}}, filled in escaped for where they stand.
 */
export type SmsProviderConfig =
  | { kind: 'log' }
  | {
      kind: 'http';
      url: string;
      method: 'GET' | 'POST' | 'PUT';
      /** SMS_HTTP_HEADERS, a JSON object (e.g. an Authorization header); Content-Type defaults to JSON when there is a body */
      headers: Record<string, string>;
      /** SMS_HTTP_BODY; null: no body (GET, or a gateway reading the query string) */
      body: string | null;
      templateId: string;
      timeoutMs: number;
      /** SMS_HTTP_OK_PATTERN: a 2xx answer whose body does not match is a refusal too (gateways that answer 200 with an error code); null: any 2xx */
      okPattern: RegExp | null;
    };

const SMS_DEFAULT_BODY = '{"mobile":"{{mobile}}","code":"{{code}}","templateId":"{{templateId}}"}';

function smsOkPattern(value: string | undefined): RegExp | null {
  if (!value) return null;
  try {
    return new RegExp(value);
  } catch {
    throw new ConfigError(`SMS_HTTP_OK_PATTERN must be a regular expression, got "${value}"`);
  }
}

export function smsProviderConfig(env: NodeJS.ProcessEnv): SmsProviderConfig {
  const kind = (env.SMS_PROVIDER || (env.SMS_HTTP_URL ? 'http' : 'log')).toLowerCase();
  if (kind === 'log') return { kind: 'log' };
  if (kind !== 'http') throw new ConfigError(`SMS_PROVIDER must be log or http, got "${env.SMS_PROVIDER}"`);
  const url = env.SMS_HTTP_URL ?? '';
  if (!/^https?:\/\/[^\s]+$/i.test(url))
    throw new ConfigError(`SMS_PROVIDER=http needs SMS_HTTP_URL, an http(s) URL, got "${url}"`);
  const method = (env.SMS_HTTP_METHOD || 'POST').toUpperCase();
  if (method !== 'GET' && method !== 'POST' && method !== 'PUT')
    throw new ConfigError(`SMS_HTTP_METHOD must be GET, POST or PUT, got "${env.SMS_HTTP_METHOD}"`);
  let headers: unknown;
  try {
    headers = JSON.parse(env.SMS_HTTP_HEADERS || '{}');
  } catch {
    headers = null;
  }
  if (
    !headers ||
    typeof headers !== 'object' ||
    Array.isArray(headers) ||
    Object.values(headers).some((v) => typeof v !== 'string')
  ) {
    throw new ConfigError(
      'SMS_HTTP_HEADERS must be a JSON object of header names and string values, e.g. {"Authorization":"Bearer …"}',
    );
  }
  if (method === 'GET' && env.SMS_HTTP_BODY)
    throw new ConfigError(
      'SMS_HTTP_BODY cannot go with SMS_HTTP_METHOD=GET: put the placeholders in SMS_HTTP_URL',
    );
  const body = method === 'GET' ? null : (env.SMS_HTTP_BODY ?? SMS_DEFAULT_BODY);
  return {
    kind: 'http',
    url,
    method,
    headers: headers as Record<string, string>,
    body: body || null,
    templateId: env.SMS_HTTP_TEMPLATE_ID || '',
    timeoutMs: int(env.SMS_HTTP_TIMEOUT_MS, 5000, 'SMS_HTTP_TIMEOUT_MS') || 5000,
    okPattern: smsOkPattern(env.SMS_HTTP_OK_PATTERN),
  };
}
