type Tree = { [key: string]: unknown };

const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Deep-merges locale parts into one tree; two parts giving the same text key is a programming error,
 * so it throws at load instead of letting one text silently replace another.
 * @example const admin = mergeLocaleParts(user, role) // { resources: {...}, server: {...}, web: {...} }
 */
export function mergeLocaleParts<T extends object[]>(...parts: T): UnionToIntersection<T[number]> {
  const out: Tree = {};
  const into = (target: Tree, source: Tree, path: string) => {
    for (const [key, value] of Object.entries(source)) {
      const at = path ? `${path}.${key}` : key;
      if (isTree(value)) {
        if (target[key] !== undefined && !isTree(target[key]))
          throw new Error(`locale key ${at} is both a text and a group`);
        target[key] ??= {};
        into(target[key] as Tree, value, at);
      } else {
        if (target[key] !== undefined) throw new Error(`locale key ${at} is given twice`);
        target[key] = value;
      }
    }
  };
  for (const part of parts) into(out, part as Tree, '');
  return out as UnionToIntersection<T[number]>;
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;
