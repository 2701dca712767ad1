/** A column of a report's result: its name and the report's field type (String, Integer, Double, Date …). */
export interface ReportColumn {
  name: string;
  type: string;
}

/** What a report statement answers: its columns (also when no row comes) and its rows. */
export interface ReportRows {
  columns: ReportColumn[];
  rows: Record<string, unknown>[];
}

/** PostgreSQL type ids to field types; anything else is String. */
export const PG_TYPES: Readonly<Record<number, string>> = {
  20: 'Long',
  21: 'Integer',
  23: 'Integer',
  700: 'Double',
  701: 'Double',
  1700: 'BigDecimal',
  1082: 'Date',
  1114: 'Datetime',
  1184: 'Datetime',
};

/** MySQL/MariaDB column type codes to field types; anything else is String. */
export const MYSQL_TYPES: Readonly<Record<number, string>> = {
  1: 'Integer',
  2: 'Integer',
  3: 'Integer',
  8: 'Long',
  9: 'Integer',
  4: 'Double',
  5: 'Double',
  246: 'BigDecimal',
  10: 'Date',
  7: 'Datetime',
  12: 'Datetime',
};

/**
 * A driver's row stream in batches of `batch`, stopping at `maxRows`; answers whether the stream ended below the cap
 * (an export of every row), so the caller knows to finish the statement or drop the connection mid-result.
 * @example complete = yield* inBatches(rows, 1_000_000, 1000)
 */
export async function* inBatches<R>(
  rows: AsyncIterable<R>,
  maxRows: number,
  batch: number,
): AsyncGenerator<R[], boolean> {
  let pending: R[] = [];
  let read = 0;
  for await (const row of rows) {
    pending.push(row);
    read += 1;
    if (pending.length >= batch || read >= maxRows) {
      yield pending;
      pending = [];
    }
    if (read >= maxRows) break;
  }
  if (pending.length) yield pending;
  return read < maxRows;
}

/**
 * A PostgreSQL cursor's rows in batches (`fetch` runs one FETCH of `size` rows), stopping at `maxRows` or at the first
 * short batch. Whether a batch was the last is read before it is handed over: the consumer may empty it.
 * @example yield* cursorBatches((size) => fetchRows(`fetch ${size} from report_rows`), 1_000_000, 500)
 */
export async function* cursorBatches<R>(
  fetch: (size: number) => Promise<R[]>,
  maxRows: number,
  batch: number,
): AsyncGenerator<R[]> {
  for (let read = 0; read < maxRows;) {
    const size = Math.min(batch, maxRows - read);
    const rows = await fetch(size);
    read += rows.length;
    const last = rows.length < size;
    if (rows.length) yield rows;
    if (last) break;
  }
}
