import { SqliteDialect, SqliteDriver } from 'kysely';
import type { CompiledQuery, DatabaseConnection, Driver, QueryCompiler, QueryResult } from 'kysely';
import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';

/** The reader's prepared statements by SQL (false: not a read), so a list asked again is not parsed and planned again. */
const readStatements = new WeakMap<SqliteDatabase, Map<string, Statement | false>>();
/** Distinct statements kept per reader; the oldest goes first beyond this. */
const MAX_STATEMENTS = 500;

/** The reader's statement for this SQL if it only reads, else false; one that fails to prepare is not kept (a table may come later). */
function readStatement(reader: SqliteDatabase, sql: string): Statement | false {
  let cache = readStatements.get(reader);
  if (!cache) readStatements.set(reader, (cache = new Map()));
  const kept = cache.get(sql);
  if (kept !== undefined) return kept;
  let statement: Statement;
  try {
    statement = reader.prepare(sql);
  } catch {
    return false;
  }
  const read = statement.reader && statement.readonly ? statement : false;
  if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value as string);
  cache.set(sql, read);
  return read;
}

/**
 * One unit of work Kysely was handed (a query, a transaction, a `db.connection()`): it reads on the
 * shared reader connection until it writes or begins a transaction; from then on it holds the writer
 * (Kysely's own SQLite driver and its mutex) until it is released.
 */
class RoutedConnection implements DatabaseConnection {
  #writer: Promise<DatabaseConnection> | null = null;

  constructor(
    private readonly reader: SqliteDatabase,
    private readonly acquireWriter: () => Promise<DatabaseConnection>,
  ) {}

  writer(): Promise<DatabaseConnection> {
    this.#writer ??= this.acquireWriter();
    return this.#writer;
  }

  /** The writer this unit held, if any, now given back. */
  release(): Promise<DatabaseConnection> | null {
    const held = this.#writer;
    this.#writer = null;
    return held;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.#writer) {
      const rows = this.readOnly(query);
      if (rows) return { rows: rows as R[] };
    }
    return (await this.writer()).executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    // an open iterator spans awaits, and the reader is shared without a lock: streams stay on the writer
    yield* (await this.writer()).streamQuery<R>(query, chunkSize);
  }

  /**
   * The rows of a statement that only reads (a SELECT, a read-only PRAGMA), run on the reader; null for
   * anything else: writes, BEGIN/COMMIT (SQLite calls those read-only too, but they return no rows) and
   * statements the reader cannot prepare, which the writer then runs and answers for.
   */
  private readOnly(query: CompiledQuery): unknown[] | null {
    const statement = readStatement(this.reader, query.sql);
    return statement ? statement.all(query.parameters) : null;
  }
}

class SplitSqliteDriver implements Driver {
  readonly #writer: SqliteDriver;

  constructor(
    writer: SqliteDatabase,
    private readonly reader: SqliteDatabase,
  ) {
    this.#writer = new SqliteDriver({ database: writer });
  }

  init(): Promise<void> {
    return this.#writer.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.reader, () => this.#writer.acquireConnection());
  }

  async beginTransaction(connection: RoutedConnection): Promise<void> {
    await this.#writer.beginTransaction(await connection.writer());
  }

  async commitTransaction(connection: RoutedConnection): Promise<void> {
    await this.#writer.commitTransaction(await connection.writer());
  }

  async rollbackTransaction(connection: RoutedConnection): Promise<void> {
    await this.#writer.rollbackTransaction(await connection.writer());
  }

  async savepoint(connection: RoutedConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.#writer.savepoint(await connection.writer(), name, compile);
  }

  async rollbackToSavepoint(connection: RoutedConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.#writer.rollbackToSavepoint(await connection.writer(), name, compile);
  }

  async releaseSavepoint(connection: RoutedConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.#writer.releaseSavepoint(await connection.writer(), name, compile);
  }

  async releaseConnection(connection: RoutedConnection): Promise<void> {
    const held = connection.release();
    if (held) {
      await held;
      await this.#writer.releaseConnection();
    }
  }

  async destroy(): Promise<void> {
    await this.#writer.destroy();
    this.reader.close();
  }
}

/**
 * SQLite with a second connection for reads. better-sqlite3 gives one connection that Kysely lends to
 * one unit of work at a time, so a transaction that waits between its statements (an import writing a
 * large file in steps) made every other request's query wait for its commit. Here statements that only
 * read, outside a transaction, run on a reader connection and see the last commit (WAL lets readers go
 * on beside the writer); writes and transactions still take the one writer in turn, waiting for it
 * without blocking the event loop, as before (a second writer would wait on SQLite's lock, which
 * better-sqlite3 does synchronously).
 * @example new Kysely<Database>({ dialect: new SplitSqliteDialect(writer, reader) })
 */
export class SplitSqliteDialect extends SqliteDialect {
  constructor(
    private readonly writer: SqliteDatabase,
    private readonly reader: SqliteDatabase,
  ) {
    super({ database: writer });
  }

  override createDriver(): Driver {
    return new SplitSqliteDriver(this.writer, this.reader);
  }
}
