import { useEffect, useState, type CSSProperties } from 'react';
import { TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';

/** One node of a lazily loaded tree. */
export interface LazyOption {
  value: string;
  title: string;
  isLeaf: boolean;
  children?: LazyOption[];
}

export interface LazyTreeSelectProps {
  /** the top level; called again when rootKey changes; null loads nothing */
  loadRoot: (() => Promise<LazyOption[]>) | null;
  rootKey: string;
  loadChildren: (pid: string) => Promise<LazyOption[]>;
  /** texts of stored ids in their order (a value set before its branch was opened) */
  loadLabels: (ids: string) => Promise<string[]>;
  multiple?: boolean;
  /** an id, or comma-joined ids when multiple */
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
}

const attach = (options: LazyOption[], parent: string, children: LazyOption[]): LazyOption[] =>
  options.map((o) =>
    o.value === parent
      ? { ...o, children }
      : o.children
        ? { ...o, children: attach(o.children, parent, children) }
        : o,
  );

type Picked = { value: string; label?: unknown };

/**
 * The tree select both pickers share: a branch loads when opened, the dropdown is at most 400 px high
 * (spec widgets §9), one tag at most in multiple mode (§4), stored ids show their texts; values travel
 * comma-joined.
 * @example <LazyTreeSelect rootKey="0" loadRoot={root} loadChildren={children} loadLabels={labels} />
 */
export function LazyTreeSelect({
  loadRoot,
  rootKey,
  loadChildren,
  loadLabels,
  multiple,
  value,
  onChange,
  placeholder,
  ...rest
}: LazyTreeSelectProps) {
  const { t } = useTranslation();
  const [tree, setTree] = useState<LazyOption[]>([]);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const ids = value ? value.split(',').filter(Boolean) : [];
  const idKey = ids.join(',');

  useEffect(() => {
    if (!loadRoot) return;
    let live = true;
    loadRoot().then(
      (nodes) => live && setTree(nodes),
      () => live && setTree([]),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rootKey names what the root depends on
  }, [rootKey, loadRoot === null]);

  useEffect(() => {
    if (!idKey || !loadRoot) return;
    let live = true;
    loadLabels(idKey).then(
      (texts) =>
        live &&
        setLabels((l) => ({
          ...l,
          ...Object.fromEntries(idKey.split(',').map((id, i) => [id, texts[i] ?? id])),
        })),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked again only for other ids
  }, [idKey, loadRoot === null]);

  async function loadData(node: { value?: string | number | null }) {
    const pid = String(node.value);
    const children = await loadChildren(pid);
    setTree((current) => attach(current, pid, children));
  }

  function change(next: Picked | Picked[] | undefined) {
    const list = next === undefined ? [] : Array.isArray(next) ? next : [next];
    setLabels((l) => ({
      ...l,
      ...Object.fromEntries(
        list.filter((n) => typeof n.label === 'string').map((n) => [n.value, n.label as string]),
      ),
    }));
    onChange?.(list.length === 0 ? undefined : list.map((n) => n.value).join(','));
  }

  const picked = ids.map((id) => ({ value: id, label: labels[id] ?? id }));
  return (
    <TreeSelect
      {...rest}
      treeData={tree}
      loadData={loadData}
      labelInValue
      multiple={multiple}
      maxTagCount={multiple ? 1 : undefined}
      allowClear
      placeholder={placeholder ?? t('web.pickers.select')}
      listHeight={400}
      styles={{ popup: { root: { maxHeight: 400, overflow: 'auto' } } }}
      value={multiple ? picked : picked[0]}
      onChange={change}
    />
  );
}
