import { describe, expect, it } from 'vitest';
import { GRID_COLUMN_TYPES } from '../grid/columns';
import { FIELD_KINDS } from './kinds';
import {
  GRID_ONLY_TYPES,
  GRID_TYPE_KINDS,
  kindOfGridType,
  kindOfOnlineControl,
  ONLINE_CONTROL_KINDS,
  ONLINE_CONTROLS,
} from './control-names';

describe('grid column types and online control names map onto field kinds', () => {
  it('gives every grid column type a kind, except the grid-only display types', () => {
    for (const type of GRID_COLUMN_TYPES) {
      const face = kindOfGridType(type);
      if ((GRID_ONLY_TYPES as readonly string[]).includes(type)) expect(face, type).toBeNull();
      else expect(FIELD_KINDS, type).toContain(face?.kind);
    }
    expect(Object.keys(GRID_TYPE_KINDS).length + GRID_ONLY_TYPES.length).toBe(GRID_COLUMN_TYPES.length);
  });

  it('gives every control name of ONLINE.md a kind', () => {
    const names =
      'text, password, textarea, list, radio, checkbox, list_multi, sel_search, switch, date, datetime, time, image, file, umeditor, markdown, popup, sel_user, sel_depart, sel_tree, cat_tree, pca, link_down'.split(
        ', ',
      );
    expect([...ONLINE_CONTROLS].sort()).toEqual([...names].sort());
    for (const name of names) expect(FIELD_KINDS, name).toContain(kindOfOnlineControl(name)?.kind);
    expect(kindOfOnlineControl('sql_editor')).toBeUndefined();
  });

  it('maps the names the grid and online forms share onto the same kind, so one widget serves both', () => {
    for (const name of [
      'date',
      'datetime',
      'sel_user',
      'sel_depart',
      'list_multi',
      'sel_search',
      'radio',
      'image',
      'file',
      'popup',
    ] as const) {
      expect(GRID_TYPE_KINDS[name], name).toEqual(ONLINE_CONTROL_KINDS[name]);
    }
    expect(ONLINE_CONTROL_KINDS.list).toEqual(GRID_TYPE_KINDS.select);
    expect(ONLINE_CONTROL_KINDS.text).toEqual(GRID_TYPE_KINDS.input);
  });

  it('names the kinds of the pickers and editors', () => {
    expect(kindOfGridType('sel_user')).toEqual({ kind: 'user' });
    expect(kindOfGridType('sel_depart')).toEqual({ kind: 'depart' });
    expect(kindOfGridType('inputNumber')).toEqual({ kind: 'number' });
    expect(kindOfGridType('upload')).toEqual({ kind: 'file' });
    expect(kindOfOnlineControl('umeditor')).toEqual({ kind: 'richText' });
    expect(kindOfOnlineControl('switch')).toEqual({ kind: 'switchYN' });
    expect(kindOfOnlineControl('textarea')).toEqual({ kind: 'text', look: 'multiline' });
    expect(kindOfOnlineControl('cat_tree')).toEqual({ kind: 'category' });
  });
});
