/** An area of the three levels under the root code 86 (spec widgets §3). */
export interface Area {
  id: string;
  text: string;
  pid: string;
}

/** Children by parent id: '86' → provinces, a province → its cities, a city → its districts. */
export type AreaIndex = Map<string, Area[]>;

export const AREA_ROOT = '86';

let loading: Promise<AreaIndex> | null = null;

/** The parent of a six-digit code: district 110101 → city 110100 → province 110000 → 86. */
export function parentOf(code: string): string {
  if (code.endsWith('0000')) return AREA_ROOT;
  if (code.endsWith('00')) return `${code.slice(0, 2)}0000`;
  return `${code.slice(0, 4)}00`;
}

/** The codes from the province down to `code`, e.g. 110101 → [110000, 110100, 110101]. */
export function pathOf(code: string): string[] {
  const out: string[] = [];
  for (let c = code; c && c !== AREA_ROOT; c = parentOf(c)) out.unshift(c);
  return out;
}

/**
 * The area tree, read once from @vant/area-data (a chunk of its own, loaded on first use).
 * @example const index = await loadAreas(); index.get('86') // provinces
 */
export function loadAreas(): Promise<AreaIndex> {
  loading ??= import('@vant/area-data').then(({ areaList }) => {
    const index: AreaIndex = new Map();
    const add = (list: Record<string, string>) => {
      for (const [id, text] of Object.entries(list)) {
        const pid = parentOf(id);
        const siblings = index.get(pid) ?? [];
        siblings.push({ id, text, pid });
        index.set(pid, siblings);
      }
    };
    add(areaList.province_list);
    add(areaList.city_list);
    add(areaList.county_list);
    return index;
  });
  return loading;
}
