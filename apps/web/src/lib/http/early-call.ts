/** A call index.html's inline script started before any module loaded, with the token it was sent with. */
interface EarlyCall {
  path: string;
  token: string;
  response: Promise<Response>;
}

const holder = globalThis as unknown as { __weldEarly?: EarlyCall[] };

/**
 * The answer of an early call to `path` sent with `token`, once: a later call, or one under another session,
 * goes to the network. The signed-in reload's permission call is sent this way beside the entry's download.
 */
export function takeEarlyCall(path: string, token: string | null): Promise<Response> | undefined {
  const calls = holder.__weldEarly ?? [];
  const index = calls.findIndex((c) => c.path === path && c.token === token);
  return index < 0 ? undefined : calls.splice(index, 1)[0]?.response;
}

/** Forgets the early calls nobody took (the guard chose not to load the menu). */
export function dropEarlyCalls(): void {
  delete holder.__weldEarly;
}
