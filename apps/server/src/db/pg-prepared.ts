import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type * as Pg from 'pg';

/** Statements prepared at most: each costs every connection a parsed statement and its cached plan on the server. */
const MAX_PREPARED = 200;
/** A text is prepared from its second run on: a one-off statement (migrations, a rare report) is never kept. */
const RUNS_BEFORE_NAMING = 1;
/** Texts seen once are forgotten past this many, so the tally stays small whatever the app sends. */
const MAX_TALLIED = 5_000;

/** Errors after which a prepared statement is run unprepared from then on (a table change altered its rows, or it is gone). */
const STALE_PLAN = new Set(['0A000', '26000']);

/**
 * Names the statements the app repeats, so PostgreSQL parses and plans each once per connection rather than
 * on every call (a list's page costs as much to plan as to run). Names are per text for the process's life,
 * so two texts never share one; statements inside a transaction run unnamed, since a failing one there could
 * not be retried.
 */
export class PreparedNames {
  readonly #names = new Map<string, string>();
  readonly #tally = new Map<string, number>();
  readonly #refused = new Set<string>();

  /** The name to run `text` under, or undefined to run it unnamed. */
  nameOf(text: string): string | undefined {
    const name = this.#names.get(text);
    if (name !== undefined || this.#names.size >= MAX_PREPARED || this.#refused.has(text)) return name;
    const runs = this.#tally.get(text) ?? 0;
    if (runs < RUNS_BEFORE_NAMING) {
      if (this.#tally.size >= MAX_TALLIED) this.#tally.clear();
      this.#tally.set(text, runs + 1);
      return undefined;
    }
    this.#tally.delete(text);
    const named = `weld_${this.#names.size + 1}`;
    this.#names.set(text, named);
    return named;
  }

  /** `text` failed prepared: it runs unnamed from now on (its name is never given again). */
  refuse(text: string): void {
    this.#names.delete(text);
    this.#refused.add(text);
  }
}

const ENDS_TRANSACTION = /^(commit|rollback)$/i;
const BEGINS_TRANSACTION = /^(begin|start transaction)\b/i;

class PreparingClient implements PostgresPoolClient {
  #inTransaction = false;

  constructor(
    readonly client: Pg.PoolClient,
    private readonly names: PreparedNames,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    const client = this.client as unknown as { query(q: unknown, values?: unknown[]): unknown };
    if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor) as PostgresCursor<R>;
    const text = sqlOrCursor;
    const values = parameters ? [...parameters] : [];
    if (BEGINS_TRANSACTION.test(text)) this.#inTransaction = true;
    else if (ENDS_TRANSACTION.test(text)) this.#inTransaction = false;
    const name = this.#inTransaction ? undefined : this.names.nameOf(text);
    if (name === undefined) return client.query(text, values) as Promise<PostgresQueryResult<R>>;
    return (client.query({ name, text, values }) as Promise<PostgresQueryResult<R>>).catch(
      (err: { code?: string }) => {
        if (!STALE_PLAN.has(err.code ?? '')) throw err;
        this.names.refuse(text);
        return client.query(text, values) as Promise<PostgresQueryResult<R>>;
      },
    );
  }

  release(): void {
    this.#inTransaction = false;
    this.client.release();
  }
}

/**
 * A pg pool for Kysely whose connections run repeated statements prepared (see PreparedNames).
 * @example new PostgresDialect({ pool: preparingPool(new pg.Pool({ connectionString })) })
 */
export function preparingPool(pool: Pg.Pool, names = new PreparedNames()): PostgresPool {
  // Kysely keys its connections by client object: one wrapper per pooled client
  const wrappers = new WeakMap<Pg.PoolClient, PreparingClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = new PreparingClient(client, names);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
