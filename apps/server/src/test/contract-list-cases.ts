import { expect, it } from 'vitest';
import { fieldList, isSecret, parseListQuery, QUERY_RULES } from '@weld/core';
import type { Field, PageResult, QueryRule, ResourceDefinition } from '@weld/core';
import type { Answer } from './client';
import { expectedIds } from './evaluate';
import { filterCases, superQueryCases } from './operator-cases';

export type Rec = Record<string, unknown> & { id: string };
export const ids = (records: Rec[]) => records.map((r) => r.id).sort();
/** Ids among the test's own rows: seeded texts compare by each database's collation (MariaDB ignores case). */
export const own = (found: string[], created: Rec[]) =>
  found.filter((id) => created.some((r) => r.id === id));
export const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** What the kit contract suite hands its list cases: the resource, the rows it created and its list calls. */
export interface ListContract {
  def: ResourceDefinition;
  /** the three records the suite created, filled by its create case before these run */
  created: Rec[];
  /** ids the migrations seeded, read by the create case */
  seeded: () => string[];
  list: (params: Record<string, string>) => Promise<Answer<PageResult<Rec>>>;
  all: () => Promise<Rec[]>;
  /** the first two created records' values of a field, as text */
  values: (key: string) => [string, string];
}

/**
 * The kit contract's list cases, registered inside its per-resource describe after the create case: paging, every
 * filter operator, the super query's rules, sorting on every sortable field and by id.
 * @example listContractCases({ def, created, seeded: () => seeded, list, all, values })
 */
export function listContractCases({ def, created, seeded, list, all, values }: ListContract): void {
  const used = new Set<QueryRule>();
  const sizes = new Set<number>();

  it('pages the list with totals, capping the page size', async () => {
    const total = seeded().length + 3;
    const { body } = await list({ pageNo: '2', pageSize: '2' });
    expect(body.result).toMatchObject({ total, size: 2, current: 2, pages: Math.ceil(total / 2) });
    expect(body.result.records).toHaveLength(Math.min(2, total - 2));
    expect((await list({ pageSize: '5000' })).body.result.size).toBe(1000);
  });

  it('filters with each value-encoded operator on every searchable field', async () => {
    const records = await all();
    for (const field of fieldList(def).filter((f) => f.search && !isSecret(f))) {
      const [v1, v2] = values(field.key);
      if (v1 === '' && v2 === '') continue; // a reference the samples leave empty (a category at the top)
      for (const params of filterCases(field, v1, v2)) {
        const query = parseListQuery(def, params);
        query.filters.forEach((c) => used.add(c.rule));
        const { status, body } = await list(params);
        expect(status, JSON.stringify(params)).toBe(200);
        expect(own(ids(body.result.records), created), JSON.stringify(params)).toEqual(
          own(expectedIds(records, query.filters), created),
        );
        sizes.add(body.result.records.length);
      }
    }
    // some filters must narrow the list, or the comparison above proves nothing
    expect([...sizes].some((n) => n > 0 && n < records.length)).toBe(true);
    const plain = (f: Field) => values(f.key).every((v) => v !== '' && !/[%_*]/.test(v));
    const textField = fieldList(def).find(
      (f) => f.search && !isSecret(f) && f.kind !== 'number' && f.kind !== 'money' && plain(f),
    );
    // wildcards typed by the user are literal text, not patterns
    if (textField)
      for (const raw of ['*%*', '*_*', '%*'])
        expect(own(ids((await list({ [textField.key]: raw })).body.result.records), created), raw).toEqual(
          [],
        );
  });

  it('runs the super query with the ten rules on any readable field, joined by and/or', async () => {
    const records = await all();
    const rows = superQueryCases(def, values);
    for (const row of rows) {
      const params = {
        superQueryParams: encodeURIComponent(JSON.stringify([row])),
        superQueryMatchType: 'and',
      };
      const conditions = parseListQuery(def, params).superQuery?.conditions ?? [];
      used.add(row.rule);
      const { status, body } = await list(params);
      expect(status, JSON.stringify(row)).toBe(200);
      expect(own(ids(body.result.records), created), JSON.stringify(row)).toEqual(
        own(expectedIds(records, conditions), created),
      );
      sizes.add(body.result.records.length);
    }
    expect([...sizes].some((n) => n > 0 && n < records.length)).toBe(true);
    const pair = [rows.find((r) => r.rule === 'eq'), rows.find((r) => r.rule === 'in')];
    for (const match of ['and', 'or'] as const) {
      const params = { superQueryParams: JSON.stringify(pair), superQueryMatchType: match };
      const conditions = parseListQuery(def, params).superQuery?.conditions ?? [];
      expect(own(ids((await list(params)).body.result.records), created), match).toEqual(
        own(expectedIds(records, conditions, match), created),
      );
    }
    expect([...used].sort()).toEqual([...QUERY_RULES].sort());
  });

  it('sorts ascending and descending on every sortable field', async () => {
    for (const field of fieldList(def).filter((f) => f.sort)) {
      for (const order of ['asc', 'desc'] as const) {
        // only the created rows: seeded texts (Chinese, mixed case, nulls) follow each database's collation
        const mine = new Set(created.map((r) => r.id));
        const got = (await list({ column: field.key, order })).body.result.records
          .filter((r) => mine.has(r.id))
          .map((r) => r[field.key]);
        const sorted = [...got].sort((a, b) => (text(a) < text(b) ? -1 : text(a) > text(b) ? 1 : 0));
        expect(got, `${field.key} ${order}`).toEqual(order === 'asc' ? sorted : sorted.reverse());
      }
    }
  });

  it('sorts by the key, id, on every resource whatever its sortable fields (the original clients ask column=id)', async () => {
    // the kit's keys grow with creation (random ids lead with the time, sys_tenant's integers count up)
    const mine = created.map((r) => r.id);
    for (const order of ['asc', 'desc'] as const) {
      const { status, body } = await list({ column: 'id', order });
      expect(status, body.message).toBe(200);
      const got = body.result.records.map((r) => r.id).filter((id) => mine.includes(id));
      expect(got, order).toEqual(order === 'asc' ? mine : [...mine].reverse());
    }
  });
}
