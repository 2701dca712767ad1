import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { Cascader, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AREA_ROOT, loadAreas, pathOf, type AreaIndex } from './area-data';

export type AreaLinkageType = 'cascader' | 'select';

export interface AreaLinkageProps {
  /** 'cascader' (one control) or 'select' (province, city, district side by side) */
  type?: AreaLinkageType | string;
  /** the code of the deepest level chosen (e.g. district 110101) */
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
}

interface CascaderOption {
  value: string;
  label: string;
  children?: CascaderOption[];
}

function cascaderOptions(index: AreaIndex, pid = AREA_ROOT): CascaderOption[] {
  return (index.get(pid) ?? []).map((a) => ({
    value: a.id,
    label: a.text,
    children: index.has(a.id) ? cascaderOptions(index, a.id) : undefined,
  }));
}

/**
 * Province, city and district under root 86 (JAreaLinkage); the data loads on first use. Any type
 * other than 'cascader' or 'select' shows Bad type value.
 * @example <AreaLinkage type="select" value={code} onChange={setCode} />
 */
export function AreaLinkage({ type = 'cascader', value, onChange, disabled, style, id }: AreaLinkageProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState<AreaIndex | null>(null);
  const known = type === 'cascader' || type === 'select';
  useEffect(() => {
    if (!known) return;
    let live = true;
    void loadAreas().then((i) => live && setIndex(i));
    return () => {
      live = false;
    };
  }, [known]);
  const options = useMemo(() => (index && type === 'cascader' ? cascaderOptions(index) : []), [index, type]);
  const path = value ? pathOf(value) : [];

  if (!known) return <Typography.Text type="danger">{t('web.pickers.badType')}</Typography.Text>;
  if (type === 'cascader') {
    return (
      <Cascader
        id={id}
        disabled={disabled}
        style={style}
        options={options}
        value={path}
        loading={!index}
        placeholder={t('web.pickers.select')}
        showSearch={{ filter: (input, chain) => chain.some((o) => String(o.label).includes(input)) }}
        onChange={(next) => onChange?.(next && next.length > 0 ? String(next[next.length - 1]) : undefined)}
      />
    );
  }
  const levels = [AREA_ROOT, ...path].slice(0, 3);
  const placeholders = ['web.pickers.province', 'web.pickers.city', 'web.pickers.district'];
  return (
    <Space.Compact id={id} style={style}>
      {levels.map((pid, level) => (
        <Select
          key={level}
          disabled={disabled}
          loading={!index}
          allowClear
          style={{ minWidth: 120 }}
          placeholder={t(placeholders[level])}
          value={path[level]}
          options={(index?.get(pid) ?? []).map((a) => ({ value: a.id, label: a.text }))}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(next: string | undefined) =>
            onChange?.(next ?? (level > 0 ? path[level - 1] : undefined))
          }
        />
      ))}
    </Space.Compact>
  );
}
