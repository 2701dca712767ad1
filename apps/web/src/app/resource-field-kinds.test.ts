import { beforeAll, describe, expect, it } from 'vitest';
import { FIELD_KINDS, GRID_TYPE_KINDS, ONLINE_CONTROL_KINDS, type FieldKind } from '@weld/core';
import type { FieldKindParts } from '../widgets/field-kinds';

let parts: (kind: FieldKind) => Partial<FieldKindParts>;
let part: <P extends keyof FieldKindParts>(kind: FieldKind, name: P) => unknown;
let registered: () => FieldKind[];

// as the app does it: the generic kinds' screen parts with the registry, their grid editors with the grid, the
// resource folders' kinds with the first kit screen
beforeAll(async () => {
  const registry = await import('../widgets/field-kinds');
  await import('../widgets/editable-grid/kind-editors');
  parts = registry.registeredParts;
  part = registry.fieldKindPart;
  registered = registry.registeredKinds;
  (await import('./resource-field-kinds')).registerResourceFieldKinds();
});

describe('the field-kind registry', () => {
  it('holds every kind of core with every part: cell text, form control, grid editor and filter', () => {
    expect([...registered()].sort()).toEqual([...FIELD_KINDS].sort());
    for (const kind of FIELD_KINDS) {
      const p = parts(kind);
      expect(p.cellText, kind).toBeTypeOf('function');
      for (const component of [p.FormControl, p.GridEditor, p.Filter])
        expect(['function', 'object'], kind).toContain(typeof component);
    }
  });

  it('has the weld model kind from its own resource folder, not among the generic kinds', async () => {
    const { STANDARD_KINDS } = await import('../widgets/field-kinds/standard-kinds');
    expect(Object.keys(STANDARD_KINDS)).not.toContain('weldModel');
    expect(parts('weldModel').FormControl?.name).toBe('WeldModelControl');
    expect(parts('weldModel').GridEditor?.name).toBe('WeldModelCell');
  });

  it('draws every grid column type and online control with a registered kind, in the face it names', () => {
    for (const [name, face] of [
      ...Object.entries(GRID_TYPE_KINDS),
      ...Object.entries(ONLINE_CONTROL_KINDS),
    ]) {
      const p = parts(face.kind);
      expect(p.FormControl, name).toBeDefined();
      expect(p.GridEditor, name).toBeDefined();
    }
    // the radio, pop-up area and popup report faces have editors of their own; searched selects are the select's
    expect(parts('dict').gridEditorFaces?.radio).toBeDefined();
    expect(parts('text').gridEditorFaces?.popover).toBeDefined();
    expect(parts('text').gridEditorFaces?.popup).toBeDefined();
  });

  it('refuses a kind nobody registered instead of drawing a wrong control', () => {
    expect(() => part('noSuchKind' as FieldKind, 'FormControl')).toThrow(
      'Field kind "noSuchKind" has no registered FormControl',
    );
  });
});
