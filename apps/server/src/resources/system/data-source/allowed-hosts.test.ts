import { describe, expect, it } from 'vitest';
import { parseHostRules } from '../../../lib/host-allow-list';
import { dataSourceHostRules } from './allowed-hosts';

const rulesOf = (databaseUrl: string, list = '') =>
  dataSourceHostRules({ databaseUrl, dataSourceAllowedHosts: parseHostRules(list) }).map((r) => r.text);

describe('dataSourceHostRules', () => {
  it("defaults to the product's own PostgreSQL or MySQL server, host and port, and to nothing with SQLite", () => {
    expect(rulesOf('postgres://weld:pw@db.internal/weld')).toEqual(['db.internal:5432']);
    expect(rulesOf('postgresql://weld@127.0.0.1:6543/weld')).toEqual(['127.0.0.1:6543']);
    expect(rulesOf('mysql://root@localhost/weld')).toEqual(['localhost:3306']);
    expect(rulesOf('mariadb://root@[::1]:3307/weld')).toEqual(['[::1]:3307']);
    expect(rulesOf('sqlite:/data/weld.db')).toEqual([]);
    expect(rulesOf('sqlite::memory:')).toEqual([]);
  });

  it('is the configured list alone when one is set', () => {
    expect(rulesOf('postgres://weld@db.internal/weld', 'erp.internal:3306, 10.0.0.0/8')).toEqual([
      'erp.internal:3306',
      '10.0.0.0/8',
    ]);
  });
});
