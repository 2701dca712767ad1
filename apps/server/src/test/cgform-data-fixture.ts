import { expect } from 'vitest';
import { designField } from '@weld/core';
import type { CgformDesign } from '@weld/core';
import { call } from './client';
import type { Answer } from './client';
import { addForm, sampleDesign, syncForm } from './cgform-fixture';
import type { CgformFixture, Head } from './cgform-fixture';

export type Rec = Record<string, unknown> & { id: string };
export type Page = { records: Rec[]; total: number; totalExact?: boolean };

/**
 * A design for the data calls: `title` (query: like, sortable), `kind` (sex dictionary, query), `qty` (int, range
 * query, sortable) and the default values `maker` #{sys_user_code}, `day` #{sys_date}, `note` a constant and
 * `serial` a fill rule's next value when `rule` is given.
 */
export function dataDesign(table: string, rule?: string): CgformDesign {
  return sampleDesign(table, [
    designField('kind', '性别', 'int', 7, { fieldShowType: 'list', dictField: 'sex', isQuery: 1 }),
    designField('qty', '数量', 'int', 8, { isQuery: 1, queryMode: 'group', sortFlag: 1 }),
    designField('maker', '制单人', 'string', 9, { fieldDefaultValue: '#{sys_user_code}' }),
    designField('day', '日期', 'Date', 10, { fieldShowType: 'date', fieldDefaultValue: '#{sys_date}' }),
    designField('note', '备注', 'string', 11, { fieldDefaultValue: 'N/A', isShowList: 0 }),
    designField('serial', '编号', 'string', 12, rule ? { fieldDefaultValue: `\${${rule}}` } : {}),
  ]);
}

/** A tree design: `name` the node text, `pid` the parent, `has_child` the flag the server keeps. */
export function treeDesign(table: string): CgformDesign {
  const base = sampleDesign(table, [
    designField('name', '名称', 'string', 7, { isQuery: 1 }),
    designField('pid', '父节点', 'string', 8, { dbLength: 36 }),
    designField('has_child', '有子节点', 'string', 9, { dbLength: 3, isShowForm: 0 }),
  ]);
  const head = { ...base.head, isTree: 'Y' as const, treeParentIdField: 'pid', treeIdField: 'has_child' };
  return { ...base, head: { ...head, treeFieldname: 'name' } };
}

/** Adds and syncs a design (both must succeed); answers its head. */
export async function publishedForm(kit: CgformFixture, design: CgformDesign): Promise<Head> {
  const head = await addForm(kit, design);
  const synced = await syncForm(kit, head.id);
  expect(synced.status, synced.body.message).toBe(200);
  return head;
}

/** The data calls of one form as one caller (the admin unless a token is given). */
export function formData(kit: CgformFixture, code: string, token?: string) {
  const as = <T>(method: string, path: string, body?: unknown): Promise<Answer<T>> =>
    call<T>(kit.server, method, `/online/cgform/api/${path}`, { token: token ?? kit.admin, body });
  return {
    as,
    page: (query = '') => as<Page>('GET', `getData/${code}?${query}`),
    tree: (query = '') => as<Page>('GET', `getTreeData/${code}?${query}`),
    get: (id: string) => as<Rec>('GET', `form/${code}/${id}`),
    add: (body: Record<string, unknown>) => as<string>('POST', `form/${code}`, body),
    edit: (body: Record<string, unknown>) => as<Rec>('PUT', `form/${code}`, body),
    remove: (ids: string[]) => as<{ count: number }>('DELETE', `form/${code}/${ids.join(',')}`),
    /** adds a row (must succeed) and answers its id */
    async added(body: Record<string, unknown>): Promise<string> {
      const answer = await as<string>('POST', `form/${code}`, body);
      expect(answer.status, answer.body.message).toBe(200);
      return answer.body.result;
    },
  };
}
