/**
 * Reserved words of the three dialects the product runs on, kept as data: a table, column or index name that is
 * one of them is refused on every dialect, so a design moves between databases unchanged.
 */

/** A list written as text, several words to a line (the lists are long: one word a line ran to 800 lines). */
const words = (text: string): readonly string[] => text.split(/\s+/).filter(Boolean);

/** SQLite 3.4x: every keyword (sqlite3_keyword_name; SQLite reserves none outright but may stop taking any of them unquoted). */
export const SQLITE_KEYWORDS: readonly string[] = words(`
  abort action add after all alter always analyze and as asc attach autoincrement before begin between by
  cascade case cast check collate column commit conflict constraint create cross current current_date
  current_time current_timestamp database default deferrable deferred delete desc detach distinct do drop
  each else end escape except exclude exclusive exists explain fail filter first following for foreign
  from full generated glob group groups having if ignore immediate in index indexed initially inner insert
  instead intersect into is isnull join key last left like limit match materialized natural no not nothing
  notnull null nulls of offset on or order others outer over partition plan pragma preceding primary query
  raise range recursive references regexp reindex release rename replace restrict returning right rollback
  row rows savepoint select set table temp temporary then ties to transaction trigger unbounded union
  unique update using vacuum values view virtual when where window with without
`);

/** PostgreSQL 15–17: `pg_get_keywords()` of category R (reserved) and T (reserved, can be a function or type name). */
export const POSTGRES_RESERVED: readonly string[] = words(`
  all analyse analyze and any array as asc asymmetric authorization binary both case cast check collate
  collation column concurrently constraint create cross current_catalog current_date current_role
  current_schema current_time current_timestamp current_user default deferrable desc distinct do else end
  except false fetch for foreign freeze from full grant group having ilike in initially inner intersect
  into is isnull join lateral leading left like limit localtime localtimestamp natural not notnull null
  offset on only or order outer overlaps placing primary references returning right select session_user
  similar some symmetric system_user table tablesample then to trailing true union unique user using
  variadic verbose when where window with
`);

/** MySQL 8.0 and 8.4: the words the manual marks (R). */
export const MYSQL_RESERVED: readonly string[] = words(`
  accessible add all alter analyze and as asc asensitive before between bigint binary blob both by call
  cascade case change char character check collate column condition constraint continue convert create
  cross cube cume_dist current_date current_time current_timestamp current_user cursor database databases
  day_hour day_microsecond day_minute day_second dec decimal declare default delayed delete dense_rank
  desc describe deterministic distinct distinctrow div double drop dual each else elseif empty enclosed
  escaped except exists exit explain false fetch first_value float float4 float8 for force foreign from
  fulltext function generated get grant group grouping groups having high_priority hour_microsecond
  hour_minute hour_second if ignore in index infile inner inout insensitive insert int int1 int2 int3 int4
  int8 integer intersect interval into io_after_gtids io_before_gtids is iterate join json_table key keys
  kill lag last_value lateral lead leading leave left like limit linear lines load localtime
  localtimestamp lock long longblob longtext loop low_priority manual master_bind
  master_ssl_verify_server_cert match maxvalue mediumblob mediumint mediumtext middleint
  minute_microsecond minute_second mod modifies natural no_write_to_binlog not nth_value ntile null
  numeric of on optimize optimizer_costs option optionally or order out outer outfile over parallel
  partition percent_rank precision primary procedure purge qualify range rank read read_write reads real
  recursive references regexp release rename repeat replace require resignal restrict return revoke right
  rlike row row_number rows schema schemas second_microsecond select sensitive separator set show signal
  smallint spatial specific sql sql_big_result sql_calc_found_rows sql_small_result sqlexception sqlstate
  sqlwarning ssl starting stored straight_join system table tablesample terminated then tinyblob tinyint
  tinytext to trailing trigger true undo union unique unlock unsigned update usage use using utc_date
  utc_time utc_timestamp values varbinary varchar varcharacter varying virtual when where while window
  with write xor year_month zerofill
`);

/** MariaDB 10.6–11: the reserved words of its manual and those 10.11 refuses as an unquoted table name. */
export const MARIADB_RESERVED: readonly string[] = words(`
  accessible add all alter analyze and as asc asensitive before between bigint binary blob both by call
  cascade case change char character check collate column condition constraint continue convert create
  cross current_date current_role current_time current_timestamp current_user cursor database databases
  day_hour day_microsecond day_minute day_second dec decimal declare default delayed delete
  delete_domain_id desc describe deterministic distinct distinctrow div do_domain_ids double drop dual
  each else elseif enclosed escaped except exists exit explain false fetch float float4 float8 for force
  foreign from fulltext general grant group having high_priority hour_microsecond hour_minute hour_second
  if ignore ignore_domain_ids ignore_server_ids in index infile inner inout insensitive insert int int1
  int2 int3 int4 int8 integer intersect interval into is iterate join key keys kill leading leave left
  like limit linear lines load localtime localtimestamp lock long longblob longtext loop low_priority
  master_demote_to_replica master_demote_to_slave master_heartbeat_period master_ssl_verify_server_cert
  match maxvalue mediumblob mediumint mediumtext middleint minute_microsecond minute_second mod modifies
  natural no_write_to_binlog not null numeric offset on optimize option optionally or order out outer
  outfile over page_checksum parse_vcol_expr partition portion position precision primary procedure purge
  range read read_write reads real recursive ref_system_id references regexp release rename repeat replace
  require resignal restrict return returning revoke right rlike row_number rows schema schemas
  second_microsecond select sensitive separator set show signal slow smallint spatial specific sql
  sql_big_result sql_calc_found_rows sql_small_result sqlexception sqlstate sqlwarning ssl starting
  stats_auto_recalc stats_persistent stats_sample_pages straight_join table terminated then tinyblob
  tinyint tinytext to trailing trigger true undo union unique unlock unsigned update usage use using
  utc_date utc_time utc_timestamp values varbinary varchar varcharacter varying when where while window
  with write xor year_month zerofill
`);

const DIALECT_WORDS: Record<string, readonly string[]> = {
  SQLite: SQLITE_KEYWORDS,
  PostgreSQL: POSTGRES_RESERVED,
  MySQL: MYSQL_RESERVED,
  MariaDB: MARIADB_RESERVED,
};
let sets: [string, ReadonlySet<string>][] | null = null;

/**
 * The databases that reserve a name (any case), by their display names; empty when none does.
 * @example reservingDialects('order') // ['SQLite', 'PostgreSQL', 'MySQL', 'MariaDB']
 */
export function reservingDialects(name: string): string[] {
  sets ??= Object.entries(DIALECT_WORDS).map(([dialect, words]) => [dialect, new Set(words)]);
  const word = name.toLowerCase();
  return sets.filter(([, words]) => words.has(word)).map(([dialect]) => dialect);
}
