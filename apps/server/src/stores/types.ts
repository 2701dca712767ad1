/** What a token stands for; kept with the token so the hot path needs no database query. */
export interface Session {
  userId: string;
  username: string;
  /** login time, ms since epoch */
  loginAt: number;
  /** the address the session signed in from (sessions older than this field have none) */
  ip?: string;
}

/** A live session as the online-users screen sees it: `id` is the stored hash, never the token. */
export interface LiveSession {
  id: string;
  session: Session;
  /** ms since epoch; pushed forward on every call (sliding expiry) */
  expiresAt: number;
}

/** Server-side sessions: random tokens stored hashed, sliding expiry. */
export interface TokenStore {
  /** creates a session and answers the clear token (the store keeps only its hash) */
  create(session: Session): Promise<string>;
  /** the session of a token, its expiry pushed forward; null when unknown or expired */
  touch(token: string): Promise<Session | null>;
  delete(token: string): Promise<void>;
  /** ends every session of the user, but the one with id `keep` when given (the token's hash) */
  deleteUser(userId: string, keep?: string): Promise<void>;
  /** live sessions of every user */
  count(): Promise<number>;
  /** removes what lapsed sessions leave behind (entries, per-user lists); answers how many sessions it removed */
  purgeExpired(): Promise<number>;
  /** every live session with its id and expiry */
  list(): Promise<LiveSession[]>;
  /** ends the session with this id (force logout); answers whether there was one */
  deleteById(id: string): Promise<boolean>;
}

/** JSON values with a time to live. */
export interface Cache {
  get<T>(key: string): Promise<T | null>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  del(key: string): Promise<void>;
  /** reads and deletes in one step, so a value can be used once */
  take<T>(key: string): Promise<T | null>;
  delPrefix(prefix: string): Promise<void>;
}

export type Listener = (message: string) => void;

/** Fan-out between instances (and within one). */
export interface PubSub {
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, listener: Listener): Promise<void>;
}

/** Counts events per key in a window: login failures, rate limits. */
export interface FailureCounter {
  /** adds one and answers the new count; the window restarts at each increment when `slide` */
  increment(key: string, ttlMs: number, slide?: boolean): Promise<number>;
  read(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export interface Stores {
  tokens: TokenStore;
  cache: Cache;
  pubsub: PubSub;
  failures: FailureCounter;
  kind: 'memory' | 'redis';
  /** runs one Redis command as given (the monitor's read-only terminal checks it first); Redis stores only */
  redisCommand?: (words: string[]) => Promise<unknown>;
  close(): Promise<void>;
}
