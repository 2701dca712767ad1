import { SqliteDialect, SqliteDriver } from 'kysely';
import type { CompiledQuery, DatabaseConnection, Driver, QueryCompiler, QueryResult } from 'kysely';
import type { Database as SqliteDatabase } from 'better-sqlite3';
import type { SqliteReaders } from './sqlite-readers';

/**
 * One unit of work Kysely was handed (a query, a transaction, a `db.connection()`): it reads in the
 * reader threads until it writes or begins a transaction; from then on it holds the writer (Kysely's
 * own SQLite driver and its mutex, on the main thread: writes are short) until it is released, so a
 * transaction reads its own uncommitted writes.
 */
class RoutedConnection implements DatabaseConnection {
  #writer: Promise<DatabaseConnection> | null = null;

  constructor(
    private readonly readers: SqliteReaders,
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
    if (!this.#writer && this.readers.reads(query.sql))
      return { rows: (await this.readers.all(query.sql, query.parameters)) as R[] };
    return (await this.writer()).executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    if (!this.#writer && this.readers.reads(query.sql)) {
      for await (const rows of this.readers.stream(query.sql, query.parameters, chunkSize))
        yield { rows: rows as R[] };
      return;
    }
    yield* (await this.writer()).streamQuery<R>(query, chunkSize);
  }
}

class SplitSqliteDriver implements Driver {
  readonly #writer: SqliteDriver;

  constructor(
    writer: SqliteDatabase,
    private readonly readers: SqliteReaders,
  ) {
    this.#writer = new SqliteDriver({ database: writer });
  }

  init(): Promise<void> {
    return this.#writer.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.readers, () => this.#writer.acquireConnection());
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

  async savepoint(
    connection: RoutedConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.#writer.savepoint(await connection.writer(), name, compile);
  }

  async rollbackToSavepoint(
    connection: RoutedConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.#writer.rollbackToSavepoint(await connection.writer(), name, compile);
  }

  async releaseSavepoint(
    connection: RoutedConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
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
    await this.readers.close();
  }
}

/**
 * SQLite with its reads in worker threads. better-sqlite3 gives one connection that Kysely lends to one
 * unit of work at a time, and runs every statement on the event loop: a transaction that waited between
 * its statements made every other query wait for its commit, and one slow search stalled every request.
 * Here statements that only read, outside a transaction, run in the reader threads (SqliteReaders: those
 * that have proved short on the main thread, where a message would cost more than they do) and
 * see the last commit (WAL lets readers go on beside the writer); writes and transactions still take the
 * one writer in turn, waiting for it without blocking the event loop, as before (a second writer would
 * wait on SQLite's lock, which better-sqlite3 does synchronously).
 * @example new Kysely<Database>({ dialect: new SplitSqliteDialect(writer, new SqliteReaders(file)) })
 */
export class SplitSqliteDialect extends SqliteDialect {
  constructor(
    private readonly writer: SqliteDatabase,
    private readonly readers: SqliteReaders,
  ) {
    super({ database: writer });
  }

  override createDriver(): Driver {
    return new SplitSqliteDriver(this.writer, this.readers);
  }
}
