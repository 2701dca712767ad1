import { describe, expect, it } from 'vitest';
import { designField } from './standard-fields';
import { numberRange } from './number-range';
import { runtimeSpecOf } from './runtime-spec';
import { validateField } from '../validation/presets';

describe('numberRange', () => {
  it('serves a numeric field its range from fieldExtendJson, and the kit check refuses values outside it', () => {
    const speed = designField('speed', '焊接速度', 'double', 5, { fieldExtendJson: '{"min":5,"max":30}' });
    expect(numberRange(speed)).toEqual({ min: 5, max: 30 });
    const base = runtimeSpecOf({
      head: { tableName: 'ext_range', tableTxt: 'r', tableType: 1 } as never,
      fields: [speed],
      indexs: [],
    });
    const field = base.fields.speed as { kind: 'number'; min?: number; max?: number };
    expect(field).toMatchObject({ kind: 'number', min: 5, max: 30 });
    expect(validateField(field, 31)).toBe('server.kit.validation.maxValue');
    expect(validateField(field, 4)).toBe('server.kit.validation.minValue');
    expect(validateField(field, 12.5)).toBeNull();
  });

  it('sets nothing for text fields, bad JSON, non-numbers or a min above the max', () => {
    expect(numberRange({ dbType: 'string', fieldExtendJson: '{"min":1}' })).toEqual({});
    expect(numberRange({ dbType: 'int', fieldExtendJson: '{min' })).toEqual({});
    expect(numberRange({ dbType: 'int', fieldExtendJson: '{"min":"1","max":9}' })).toEqual({ max: 9 });
    expect(numberRange({ dbType: 'int', fieldExtendJson: '{"min":10,"max":9}' })).toEqual({});
  });
});
