import type { ApiResult } from '@weld/core';
import { takeEarlyCall } from './early-call';
import { classifyFailure, HttpError, type HttpFailure } from './failure';

export interface HttpContext {
  baseUrl: string;
  timeoutMs: number;
  token(): string | null;
  tenantId(): number;
  lang(): string;
  /** name and app id of the current route, for the low-app header */
  route(): { name?: string; appId?: string };
  /** X-Sign secret; core's default when absent */
  signSecret?: string;
  onFailure(failure: HttpFailure): void;
}

export type Params = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  params?: Params;
  data?: unknown;
  /** skip the error catalogue's user feedback; a 401 of a signed-in call still ends the session (spec shell §8) */
  silent?: boolean;
  /** path variables covered by the X-Sign signature */
  sign?: Record<string, string>;
}

const DICT_ITEMS = '/sys/dict/getDictItems/';
const LOW_APP = 'low-app';

/** `filename*=UTF-8''…` when present, else the plain `filename="…"`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8.trim());
    } catch {
      // a malformed escape falls back to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

export function createHttpClient(ctx: HttpContext) {
  function buildUrl(method: string, path: string, params: Params = {}): string {
    const url = new URL(
      ctx.baseUrl.replace(/\/$/, '') + '/' + path.replace(/^\//, ''),
      window.location.origin,
    );
    for (const [k, v] of Object.entries(params))
      if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    // dictionary lookups stay cacheable; every other GET is made unique
    if (method === 'GET' && !path.includes(DICT_ITEMS))
      url.searchParams.set('_t', String(Math.floor(Date.now() / 1000)));
    return url.toString();
  }

  async function headers(path: string, opts: RequestOptions): Promise<Record<string, string>> {
    const token = ctx.token();
    const h: Record<string, string> = { 'tenant-id': String(ctx.tenantId() || 0), 'X-Lang': ctx.lang() };
    if (token) h['X-Access-Token'] = token;
    const route = ctx.route();
    if (route.name?.startsWith(LOW_APP))
      h['X-Low-App-ID'] = route.appId ?? route.name.slice(LOW_APP.length + 1);
    const dictCode = path.includes(DICT_ITEMS)
      ? decodeURIComponent(path.split(DICT_ITEMS)[1] ?? '')
      : undefined;
    const pathVars = opts.sign ?? (dictCode !== undefined ? { dictCode } : undefined);
    if (pathVars) {
      // md5 is loaded only by the few signed calls
      const { signParams, DEFAULT_SIGN_SECRET } = await import('@weld/core/sign/sign');
      h['X-Sign'] = signParams(
        { ...(opts.params ?? {}), ...pathVars },
        ctx.signSecret ?? DEFAULT_SIGN_SECRET,
      );
      h['X-TIMESTAMP'] = String(Date.now());
    }
    if (opts.data !== undefined && !(opts.data instanceof FormData)) h['Content-Type'] = 'application/json';
    return h;
  }

  function fail(
    status: number,
    message: string,
    hadToken: boolean,
    silent?: boolean,
    result?: unknown,
  ): never {
    const failure: HttpFailure = {
      kind: classifyFailure(status, message, hadToken),
      status,
      message,
      hadToken,
      result,
    };
    if (!silent || (failure.kind === 'unauthorized' && hadToken)) ctx.onFailure(failure);
    throw new HttpError(failure);
  }

  async function send(method: string, path: string, opts: RequestOptions): Promise<Response> {
    const hadToken = Boolean(ctx.token());
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), ctx.timeoutMs);
    try {
      const body =
        opts.data === undefined
          ? undefined
          : opts.data instanceof FormData
            ? opts.data
            : JSON.stringify(opts.data);
      const early = method === 'GET' && !opts.params ? takeEarlyCall(path, ctx.token()) : undefined;
      if (early) {
        // the inline script's fetch has no signal of ours: the timeout still ends the wait
        const timedOut = new Promise<never>((_, reject) =>
          controller.signal.addEventListener('abort', () => reject(new Error('timeout'))),
        );
        return await Promise.race([early, timedOut]);
      }
      return await fetch(buildUrl(method, path, opts.params), {
        method,
        headers: await headers(path, opts),
        body,
        signal: controller.signal,
      });
    } catch (e) {
      if (controller.signal.aborted) fail(504, '', hadToken, opts.silent);
      return fail(0, e instanceof Error ? e.message : String(e), hadToken, opts.silent);
    } finally {
      clearTimeout(timer);
    }
  }

  async function readEnvelope<T>(res: Response): Promise<ApiResult<T> | null> {
    const text = await res.text();
    try {
      return JSON.parse(text) as ApiResult<T>;
    } catch {
      return null;
    }
  }

  async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<ApiResult<T>> {
    const hadToken = Boolean(ctx.token());
    const res = await send(method, path, opts);
    const body = await readEnvelope<T>(res);
    if (!res.ok) fail(res.status, body?.message ?? '', hadToken, opts.silent, body?.result ?? undefined);
    if (!body) fail(res.status, res.statusText, hadToken, opts.silent);
    return body;
  }

  /** Downloads; a JSON answer in place of the file is decoded and checked like any other failure. */
  async function blob(path: string, opts: RequestOptions = {}): Promise<Blob> {
    return (await download(path, opts)).data;
  }

  /** A download with the file name of its Content-Disposition (UTF-8 `filename*` first). */
  async function download(
    path: string,
    opts: RequestOptions = {},
  ): Promise<{ data: Blob; fileName: string | null }> {
    const hadToken = Boolean(ctx.token());
    const res = await send('GET', path, opts);
    const data = await res.blob();
    const isJson = (res.headers.get('content-type') ?? '').includes('json');
    if (!res.ok || isJson) {
      const text = await data.text();
      let env: Partial<ApiResult>;
      try {
        env = JSON.parse(text) as ApiResult;
      } catch {
        env = {};
      }
      if (!res.ok) fail(res.status, env.message ?? '', hadToken, opts.silent);
      if (env.success === false) fail(env.code ?? 500, env.message ?? '', hadToken, opts.silent);
    }
    return { data, fileName: fileNameOf(res.headers.get('content-disposition')) };
  }

  return {
    get: <T>(path: string, params?: Params, opts?: RequestOptions) =>
      request<T>('GET', path, { ...opts, params }),
    post: <T>(path: string, data?: unknown, opts?: RequestOptions) =>
      request<T>('POST', path, { ...opts, data: data ?? {} }),
    put: <T>(path: string, data?: unknown, opts?: RequestOptions) =>
      request<T>('PUT', path, { ...opts, data: data ?? {} }),
    delete: <T>(path: string, params?: Params, opts?: RequestOptions) =>
      request<T>('DELETE', path, { ...opts, params }),
    blob,
    download,
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
