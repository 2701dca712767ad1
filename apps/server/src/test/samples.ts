import { fieldList, idCardCheckChar, isPresetName, validateField } from '@weld/core';
import type { Field, PresetName, ResourceDefinition } from '@weld/core';
import { KIT_FIRMWARE_FILE, KIT_MODEL_ID } from './weld-fixture';

const pad = (n: number) => String(n).padStart(3, '0');
const letters = (n: number) => pad(n).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);

const presetSamples: Record<PresetName, (n: number) => string> = {
  '*': (n) => `v${pad(n)}`,
  'n6-16': (n) => `100${pad(n)}`,
  '*6-16': (n) => `sample${pad(n)}`,
  's6-18': (n) => `sample${letters(n)}`,
  url: (n) => `https://weld.example.com/${pad(n)}`,
  e: (n) => `user${pad(n)}@weld.cn`,
  m: (n) => `1380000${pad(n)}0`,
  p: (n) => `100${pad(n)}`,
  s: (n) => `Weld${letters(n)}`,
  n: (n) => `${n}.5`,
  z: (n) => String(n),
  money: (n) => `${n}.25`,
  natural: (n) => String(n),
  english: (n) => `Weld ${letters(n)}`,
  landline: (n) => `010-88${pad(n)}000`,
  bankCard: (n) => `6222021000${pad(n)}`,
  idCard: (n) => {
    const first17 = `11010519900101${pad(n)}`;
    return first17 + idCardCheckChar(first17);
  },
  idNumber: (n) => `E${pad(n)}`,
  qq: (n) => `10${pad(n)}`,
  alnum20: (n) => `K${pad(n)}`,
  'zhEn2-100': (n) => `焊工 ${letters(n)}`,
  digitLines: (n) => `${pad(n)}\n${n}`,
  max255: (n) => `v${pad(n)}`,
};

function textSample(field: Field, n: number): string {
  const base = isPresetName(field.pattern) ? presetSamples[field.pattern](n) : `K${pad(n)}a`;
  const min = field.min ?? 0;
  return base.length >= min ? base : base + 'x'.repeat(min - base.length);
}

/** A valid value of a field for sample number n (1, 2, 3 … order the same way in every dialect). */
export function sampleValue(field: Field, n: number, dictValues: Record<string, string[]>): unknown {
  // a definition's example (rule JSON, route predicates …) is valid by its own checks, which samples cannot guess
  if (field.example !== undefined) return field.example;
  switch (field.kind) {
    case 'number':
      return (field.min ?? 0) + n * 10;
    case 'money':
      return (field.min ?? 0) + n + 0.25;
    case 'date':
      return `2026-01-${String(n).padStart(2, '0')}`;
    case 'datetime':
      return `2026-01-${String(n).padStart(2, '0')} 10:00:00`;
    case 'dict':
    case 'multiDict': {
      const values = dictValues[field.dictCode ?? ''] ?? [];
      if (values.length === 0) throw new Error(`dictionary ${field.dictCode} of ${field.key} has no items`);
      return values[n % values.length];
    }
    case 'switchYN':
      return n % 2 === 0 ? 'Y' : 'N';
    case 'password':
    case 'secret':
      return `Secret@${pad(n)}x`;
    case 'richText':
      return `<p>text ${pad(n)}</p>`;
    default:
      return textSample(field, n);
  }
}

/** The PLC workstation the kit fixture seeds for the contract test's data points (an S7 one). */
export const CONTRACT_PLC_WORKSTATION = 'contract-plc-ws';

/** A value for sample n, where one fixed value would clash (unique per parent) or break a range. */
type PerSample = { perSample: (n: number) => unknown };
const perSample = (make: (n: number) => unknown): PerSample => ({ perSample: make });
const isPerSample = (v: unknown): v is PerSample => typeof v === 'object' && v !== null && 'perSample' in v;

/** References the generator cannot invent: rows the migrations or the kit fixture seed, or none (a category at the top). */
const REFERENCES: Record<string, Record<string, unknown>> = {
  dictItem: { dictId: 'dict-position_rank' },
  category: { pid: null },
  weldModel: { parentId: null, nodeType: 'line' },
  // a model node and a stored manual the kit fixture seeds (test/weld-fixture.ts)
  weldManualFile: { modelId: 'kit-weld-model' },
  weldTweet: { modelId: 'kit-weld-model' },
  weldMessage: { modelId: 'kit-weld-model' },
  weldPlcWorkstation: {
    address: perSample((n) => `10.0.0.${n}`),
    rack: perSample((n) => n % 8),
    slot: perSample((n) => n % 32),
  },
  weldPlcPoint: {
    workstationId: CONTRACT_PLC_WORKSTATION,
    address: perSample((n) => `DB1.DBD${n * 4}`),
    lowLimit: perSample((n) => n),
    highLimit: perSample((n) => n * 100),
  },
  // parameters must suit their process (core's PARAMETER_RANGES); a program file must be a private upload
  weldSequence: {
    modelId: 'kit-weld-model',
    process: 'mig',
    current: 180,
    voltage: 22,
    wireFeed: 8,
    gasFlow: 15,
    travelSpeed: 40,
    programFile: null,
  },
  // open-ended, so an edit of the start date alone stays valid
  weldSequencePower: {
    granteeType: 'role',
    grantee: 'admin',
    targetType: 'model',
    targetId: 'kit-weld-model',
    validTo: null,
  },
  weldFirmware: {
    modelId: KIT_MODEL_ID,
    file: KIT_FIRMWARE_FILE,
    version: perSample((n) => `1.${n}.0`),
    minVersion: null,
    targetOrgs: null,
  },
  weldDevice: { modelId: KIT_MODEL_ID, orgCode: 'A01', currentVersion: perSample((n) => `1.0.${n}`) },
  // levels seeded by migration 0022; no model (the picker's sample would name none that exists)
  weldProject: { levelId: 'plevel-a', modelId: null },
};

/**
 * A valid record for the form fields of a definition; fails loudly when a field's own rules refuse the sample,
 * so a new definition cannot slip past the contract test with a pattern the generator cannot meet.
 * @example sampleRecord(position, 1, { position_rank: ['1', '2'] })
 */
export function sampleRecord(
  def: ResourceDefinition,
  n: number,
  dictValues: Record<string, string[]>,
): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const field of fieldList(def).filter((f) => f.form)) {
    const refs = REFERENCES[def.name] ?? {};
    const ref = refs[field.key];
    const value = Object.hasOwn(refs, field.key)
      ? isPerSample(ref)
        ? ref.perSample(n)
        : ref
      : sampleValue(field, n, dictValues);
    const problem = validateField(field, value);
    if (problem)
      throw new Error(`sample ${n} of ${def.name}.${field.key} breaks ${problem}: extend test/samples.ts`);
    record[field.key] = value;
  }
  return record;
}
