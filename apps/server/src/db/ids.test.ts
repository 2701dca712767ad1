import { describe, expect, it } from 'vitest';
import { newId } from './ids';
import { formatDateTime } from './time';

describe('ids and dates', () => {
  it('makes unique 19-digit string ids that sort by creation', () => {
    const ids = Array.from({ length: 2000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^\d{19}$/.test(id))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
  });

  it('formats instants as YYYY-MM-DD HH:mm:ss in the configured zone', () => {
    const instant = new Date('2026-01-02T16:04:05Z');
    expect(formatDateTime(instant, 'Asia/Shanghai')).toBe('2026-01-03 00:04:05');
    expect(formatDateTime(instant, 'Europe/Moscow')).toBe('2026-01-02 19:04:05');
    expect(formatDateTime(instant, 'UTC')).toBe('2026-01-02 16:04:05');
  });
});
