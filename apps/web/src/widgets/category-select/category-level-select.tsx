import { useEffect, useState, type CSSProperties } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../lib/http';
import { unwrap } from '../../lib/http/unwrap';
import type { CategoryNode } from './category-select';

export interface CategoryLevelSelectProps {
  /** the top level: the children of the node coded pcode ('' or '0': the tree's top) */
  pcode?: string;
  /**
   * a lower level: the id of the node whose children it lists; null while the level above is empty (nothing to
   * choose). Left out (undefined): this is the top level.
   */
  parent?: string | null;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
}

interface Option {
  value: string;
  label: string;
}

const toOption = (n: CategoryNode): Option => ({ value: n.key, label: n.title });

async function childrenOf(pcode: string | undefined, parent: string | undefined): Promise<Option[]> {
  const nodes =
    parent === undefined
      ? await http.get<CategoryNode[]>('/sys/category/loadTreeRoot', { async: true, pcode: pcode || '0' })
      : await http.get<CategoryNode[]>('/sys/category/loadTreeChildren', { pid: parent });
  return unwrap(nodes).map(toOption);
}

/**
 * One level of linked selects over the category tree (an online form's link_down): a plain select of the children
 * of the level above's value, loaded again when that value changes; empty and disabled while the level above is
 * empty. A stored value its options lack (a node since moved) shows its name from loadDictItem.
 * @example <CategoryLevelSelect parent={lineId} value={series} onChange={setSeries} />
 */
export function CategoryLevelSelect({
  pcode,
  parent,
  value,
  onChange,
  placeholder,
  disabled,
  ...rest
}: CategoryLevelSelectProps) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const [stray, setStray] = useState<Option | null>(null);
  const waiting = parent === null;

  useEffect(() => {
    setOptions([]);
    if (waiting) return;
    let live = true;
    setLoading(true);
    childrenOf(pcode, parent ?? undefined).then(
      (loaded) => live && (setOptions(loaded), setLoading(false)),
      () => live && setLoading(false),
    );
    return () => {
      live = false;
    };
  }, [pcode, parent, waiting]);

  const missing = Boolean(value) && !loading && !options.some((o) => o.value === value);
  useEffect(() => {
    if (!missing || !value) return;
    let live = true;
    http
      .get<string[]>('/sys/category/loadDictItem/', { ids: value }, { silent: true })
      .then((answer) => live && setStray({ value, label: unwrap(answer)[0] ?? value }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [missing, value]);

  const shown = missing && stray && stray.value === value ? [...options, stray] : options;
  return (
    <Select
      {...rest}
      showSearch={{ optionFilterProp: 'label' }}
      options={shown}
      loading={loading}
      disabled={disabled || waiting}
      placeholder={placeholder ?? t('web.pickers.select')}
      value={value || undefined}
      onChange={(v: string | undefined) => onChange?.(v ?? undefined)}
    />
  );
}
