import type { FuzzRequest } from './plan';
import type { Outcome } from './send';

/** Longer than this is a failure, whatever the answer. */
export const SLOW_MS = 5_000;

export interface Failure {
  request: FuzzRequest;
  outcome: Outcome;
  problem: string;
  message: string;
}

function envelopeOf(text: string): { success?: unknown; message?: unknown; result?: unknown } | null {
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function carriesData(result: unknown): boolean {
  if (result === null || result === undefined || result === '') return false;
  if (Array.isArray(result)) return result.length > 0;
  if (typeof result === 'object') return Object.keys(result).length > 0;
  return true;
}

/**
 * What is wrong with an answer, or null: no answer, a 5xx, an answer over SLOW_MS, or (for a caller
 * without a valid token, on a route outside the public list) anything but a refusal without data.
 * @example judge(request, outcome, { anonymous: true, isPublic: false })
 */
export function judge(
  request: FuzzRequest,
  outcome: Outcome,
  who: { anonymous: boolean; isPublic: boolean },
): Failure | null {
  const envelope = envelopeOf(outcome.text);
  const message =
    typeof envelope?.message === 'string' ? envelope.message : (outcome.error ?? outcome.text.slice(0, 120));
  const failure = (problem: string): Failure => ({
    request,
    outcome,
    problem,
    message: message.replace(/\s+/g, ' ').slice(0, 200),
  });
  if (outcome.timedOut) return failure(`no answer within ${SLOW_MS} ms`);
  if (outcome.status === null) return failure('no answer');
  if (outcome.status >= 500) return failure(String(outcome.status));
  if (outcome.ms > SLOW_MS) return failure(`slow (${outcome.ms} ms)`);
  if (
    who.anonymous &&
    !who.isPublic &&
    (outcome.status < 400 || envelope?.success === true || carriesData(envelope?.result))
  ) {
    return failure(`anonymous got ${outcome.status} with data`);
  }
  return null;
}

function quote(text: string, max: number): string {
  const cut = text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text;
  return JSON.stringify(cut);
}

/** One request as a line to replay by hand (the caller's token is named, not shown). */
export function describeRequest(request: FuzzRequest): string {
  const token =
    request.ownToken || request.caller === 'anonymous' ? '' : ` X-Access-Token:<${request.caller}>`;
  const headers = Object.entries(request.headers)
    .map(([k, v]) => ` ${k}:${quote(v, 80)}`)
    .join('');
  const body = request.body ? ` body=${quote(request.body.toString('utf8'), 300)}` : '';
  const url =
    request.url.length > 400 ? `${request.url.slice(0, 400)}…(${request.url.length} chars)` : request.url;
  return `${request.caller}/${request.mutation}: ${request.method} ${url}${token}${headers}${body}`;
}

/**
 * Failures grouped by route, problem and message, most frequent first, each with one request to replay.
 * @example report(failures, seed, 2000)
 */
export function report(failures: Failure[], seed: number, total: number): string {
  const groups = new Map<string, Failure[]>();
  for (const f of failures) {
    const key = `${f.problem} ${f.request.route} — ${f.message}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const lines = [...groups.entries()]
    .sort((a, b) => b[1].length - a[1].length)
    .map(([key, list]) => {
      const callers = [...new Set(list.map((f) => f.request.caller))].join(',');
      return `${key} ×${list.length} [${callers}]\n    e.g. ${describeRequest(list[0].request)}`;
    });
  const replay = `FUZZ_SEED=${seed} FUZZ_ROUTE='<METHOD /path>' replays one route`;
  return `fuzz seed ${seed} (${replay}): ${failures.length} of ${total} requests failed, in ${groups.size} groups\n${lines.join('\n')}`;
}
