import { describe, expect, it } from 'vitest';
import { translate } from '@weld/core';
import type { DialectName } from '../../../db/dialect';
import { AppError } from '../../../lib/errors';
import { checkReportSql } from './safe-sql';

const DIALECTS: DialectName[] = ['sqlite', 'postgres', 'mysql'];

/** The refusal's key and its Chinese text, or 'ok' when the SQL passes. */
function verdict(sql: string, dialect: DialectName): string {
  try {
    checkReportSql(sql, dialect);
    return 'ok';
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    expect(translate('zh_CN', `server.${err.key}`, err.params)).not.toContain('server.');
    return err.key.replace('cgreport.sql.', '');
  }
}

describe.each(DIALECTS)('report SQL checks on %s', (dialect) => {
  it('passes one SELECT with joins, CTEs, aggregates and bound parameters', () => {
    const sql =
      "with lines as (select id, name from weld_model where node_type = '${kind}') " +
      'select l.name, count(s.id) as n, max(s.update_time) as last from lines l ' +
      'left join weld_sequence s on s.model_id = l.id where s.status = ${status} group by l.name order by n desc';
    expect(verdict(sql, dialect)).toBe('ok');
    const template = checkReportSql(sql, dialect);
    expect(template.params).toEqual(['kind', 'status']);
    expect(template.pieces.join('?')).not.toContain('${');
    expect(verdict('select username, realname from sys_user;', dialect)).toBe('ok');
  });

  it('refuses stacked statements, writes and DDL', () => {
    expect(verdict('select 1; delete from sys_user', dialect)).toBe('oneStatement');
    expect(verdict('select 1;; ', dialect)).toBe('oneStatement');
    expect(verdict("update sys_user set realname = 'x'", dialect)).toBe('write');
    expect(verdict('drop table sys_user', dialect)).toBe('write');
    expect(verdict('insert into sys_role (id) values (1)', dialect)).toBe('write');
  });

  it('refuses secret columns however they are reached', () => {
    expect(verdict('select username, password from sys_user', dialect)).toBe('secretColumn');
    expect(verdict('select name from weld_model union select password from sys_user', dialect)).toBe(
      'secretColumn',
    );
    expect(verdict('select u.salt from sys_user u', dialect)).toBe('secretColumn');
    expect(verdict('select * from sys_user', dialect)).toBe('star');
    expect(verdict('select x.* from (select * from sys_user) x', dialect)).toBe('star');
    expect(verdict('select db_password as p from sys_data_source', dialect)).toBe('secretColumn');
    expect(verdict('select key_hash from weld_device', dialect)).toBe('secretColumn');
    expect(verdict('select * from weld_model', dialect)).toBe('ok');
    expect(
      verdict('select d.serial_no from weld_device d join weld_plc_workstation w using (key_hash)', dialect),
    ).toBe('secretColumn');
    expect(verdict('select serial_no from weld_device natural join weld_plc_workstation', dialect)).toMatch(
      /^(naturalJoin|syntax)$/,
    );
  });

  it('refuses functions that sleep, read files or reach the network, and catalogue tables', () => {
    for (const call of ['sleep(5)', 'pg_sleep(5)', 'benchmark(1000000, md5(1))', "load_file('/etc/passwd')"])
      expect(verdict(`select ${call}`, dialect), call).toMatch(/^(function|syntax)$/);
    expect(verdict("select pg_read_file('/etc/passwd')", dialect)).toMatch(/^(function|syntax)$/);
    expect(verdict("select * from dblink('host=x', 'select 1')", dialect)).toMatch(/^(function|syntax)$/);
    expect(verdict("select * from pragma_table_info('sys_user')", dialect)).toMatch(/^(function|syntax)$/);
    expect(verdict('select name from sqlite_master', dialect)).toBe('catalog');
    expect(verdict('select usename from pg_user', dialect)).toBe('catalog');
    expect(verdict('select table_name from information_schema.tables', dialect)).toMatch(
      /^(schema|catalog)$/,
    );
  });

  it('refuses comment tricks, quoting tricks and misplaced parameters', () => {
    // comments are dropped before parsing: what is checked is what runs
    expect(
      verdict('select name from weld_model /*!50000 union select password from sys_user */', dialect),
    ).toBe('ok');
    expect(verdict('select name from weld_model -- ; drop table sys_user', dialect)).toBe('ok');
    expect(verdict("select name from weld_model where name = 'a\\' or 1=1 -- '", dialect)).toBe('backslash');
    expect(verdict("select name from weld_model where name like '%${q}%'", dialect)).toBe('paramInString');
    expect(verdict('select $$x$$', dialect)).toBe('dollar');
    expect(verdict('select ${a b}', dialect)).toBe('paramName');
    expect(verdict("select 'open", dialect)).toBe('unterminated');
  });
});

describe('dialect-specific tricks', () => {
  it('refuses MySQL variables, INTO OUTFILE and locking reads', () => {
    expect(verdict('select @@datadir', 'mysql')).toBe('variable');
    expect(verdict("select name into outfile '/tmp/x' from weld_model", 'mysql')).toBe('into');
    expect(verdict('select name from weld_model for update', 'mysql')).toBe('locking');
  });

  it('refuses a PostgreSQL whole-row value and a data-modifying CTE', () => {
    expect(verdict('select u from sys_user u', 'postgres')).toBe('wholeRow');
    expect(verdict('with d as (delete from sys_log returning id) select id from d', 'postgres')).toMatch(
      /^(write|syntax)$/,
    );
    expect(verdict('select name from weld_model for update', 'postgres')).toMatch(/^(locking|syntax)$/);
  });

  it('refuses a SQLite double-quoted secret column', () => {
    expect(verdict('select "password" from sys_user', 'sqlite')).toBe('secretColumn');
  });
});
