import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { designProblems, standardFields, newHead } from '@weld/core';
import { HttpError } from '../../../../lib/http';
import { cellErrors, placeErrors, problemMessages, serverDesignErrors } from './design-errors';
import { completeRows, fieldsOfRows, indexsOfRows, mergeRows, toRows } from './design-model';

const t = ((key: string, params?: Record<string, unknown>) =>
  params && Object.keys(params).length ? `${key} ${JSON.stringify(params)}` : key) as unknown as TFunction;

describe('design errors', () => {
  it('places head, field-cell, index-cell and general messages', () => {
    const placed = placeErrors({
      'head.tableName': 'bad table',
      'fields.3.dbDefaultVal': 'bad default',
      'fields.3.dbLength': 'bad length',
      'indexs.0.indexField': 'no column',
      fields: 'no key',
      'head.tableVersion': 'changed by someone else',
    });
    expect(placed.head).toEqual({ tableName: 'bad table' });
    expect(placed.fields.get(3)).toEqual({ dbDefaultVal: 'bad default', dbLength: 'bad length' });
    expect(placed.indexs.get(0)).toEqual({ indexField: 'no column' });
    // the version is no field of the head form: its refusal is shown above the tabs
    expect(placed.general).toEqual(['no key', 'changed by someone else']);
  });

  it('maps a row index to the grid row id of that position, skipping rows the grid does not hold', () => {
    const map = cellErrors(
      new Map([
        [1, { dbType: 'x' }],
        [9, { dbType: 'y' }],
      ]),
      ['a', 'b'],
    );
    expect([...map.entries()]).toEqual([
      ['b:dbType', { message: 'web.cgform.cellError', params: { text: 'x' } }],
    ]);
  });

  it('reads the server refusal from result.errors, and nothing from other failures', () => {
    const refused = new HttpError({
      kind: 'other',
      status: 400,
      message: 'invalid',
      hadToken: true,
      result: { errors: { 'fields.2.dbFieldName': 'reserved', bad: 1 } },
    });
    expect(serverDesignErrors(refused)).toEqual({ 'fields.2.dbFieldName': 'reserved' });
    expect(serverDesignErrors(new Error('x'))).toEqual({});
  });

  it("words core's problems as the server does: props by their labels, two at one path joined", () => {
    const messages = problemMessages(
      [
        {
          path: 'head.isTree',
          key: 'cgform.badChoice',
          params: { field: 'isTree', value: 'X', allowed: 'Y, N' },
        },
        { path: 'head.isTree', key: 'cgform.treeFieldRequired', params: { field: 'treeIdField' } },
      ],
      t,
    );
    expect(messages['head.isTree']).toBe(
      'server.cgform.badChoice {"field":"server.cgform.props.isTree","value":"X","allowed":"Y, N"}; ' +
        'server.cgform.treeFieldRequired {"field":"server.cgform.props.treeIdField"}',
    );
  });
});

describe('design model', () => {
  it('round-trips the standard fields through grid rows, numbering them and dropping temporary ids', () => {
    const rows = toRows(standardFields('en_US'));
    const fields = fieldsOfRows(rows, new Set());
    expect(fields.map((f) => f.orderNum)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(fields.every((f) => f.id === undefined)).toBe(true);
    expect(
      designProblems({ head: { ...newHead(), tableName: 'demo_ok', tableTxt: 'Demo' }, fields, indexs: [] }),
    ).toEqual([]);
  });

  it('fills what a new row lacks, coerces numbers and flags, keeps stored ids', () => {
    const [field] = fieldsOfRows(
      [{ id: 'f1', dbFieldName: ' qty ', dbFieldTxt: 'Qty', dbType: 'int', dbLength: '10', dbIsNull: 0 }],
      new Set(['f1']),
    );
    expect(field).toMatchObject({
      id: 'f1',
      dbFieldName: 'qty',
      dbType: 'int',
      dbLength: 10,
      dbIsNull: 0,
      isShowForm: 1,
    });
    expect(
      indexsOfRows([{ id: 'tmp', indexName: 'uk', indexField: 'a,b', indexType: 'unique' }], new Set()),
    ).toEqual([{ indexName: 'uk', indexField: 'a,b', indexType: 'unique' }]);
  });

  it("merges a tab's partial rows into the full rows in the tab's order", () => {
    expect(
      mergeRows(
        [
          { id: 'a', x: 1, y: 1 },
          { id: 'b', x: 2, y: 2 },
        ],
        [
          { id: 'b', y: 20 },
          { id: 'c', y: 3 },
        ],
      ),
    ).toEqual([
      { id: 'b', x: 2, y: 20 },
      { id: 'c', y: 3 },
    ]);
  });
});

describe('complete rows', () => {
  it('fills a row added in one tab with the defaults another tab shows, keeping its id and values', () => {
    const [row] = completeRows([{ id: 'tmp_1', dbFieldName: 'qty', dbFieldTxt: 'Qty', dbIsNull: 0 }]);
    expect(row).toMatchObject({
      id: 'tmp_1',
      dbIsNull: 0,
      isShowForm: 1,
      isShowList: 1,
      fieldShowType: 'text',
    });
  });
});
