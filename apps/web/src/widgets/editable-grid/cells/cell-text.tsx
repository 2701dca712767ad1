import { Tag } from 'antd';
import { readableShade } from '../../../lib/theme/contrast';
import type { DictOption } from '../../../lib/use-dict-options';
import { displayText } from './cell-props';

/** Tag colours for options that bring none, one per option in list order. */
const PALETTE = [
  'blue',
  'green',
  'orange',
  'purple',
  'cyan',
  'magenta',
  'gold',
  'geekblue',
  'volcano',
  'lime',
  'red',
];

/** The options a coded value names, in the value's order; an unknown code stands for itself. */
function chosenOptions(
  value: unknown,
  options: DictOption[],
): { key: string; label: string; color: string }[] {
  if (value === null || value === undefined || value === '') return [];
  const parts = Array.isArray(value) ? value.map(String) : String(value).split(',');
  return parts.map((v) => {
    const at = options.findIndex((o) => o.value === v);
    const option = options[at];
    return {
      key: v,
      label: option?.label ?? v,
      color: option?.color || (at >= 0 ? PALETTE[at % PALETTE.length] : 'default'),
    };
  });
}

/**
 * A cell's read-only content: coloured tags for a setTagColor column, else its text.
 * @example <CellText value="TIG,MIG" options={options} tags />
 */
export function CellText({
  value,
  options,
  tags,
}: {
  value: unknown;
  options: DictOption[];
  tags?: boolean;
}) {
  if (!tags) return <>{displayText(value, options)}</>;
  return (
    <span className="weld-grid-tags">
      {chosenOptions(value, options).map((o) => (
        // an option's own colour (a hex) is drawn as text on its pale tint: darkened until it reads at AA
        <Tag
          key={o.key}
          color={o.color?.startsWith('#') ? readableShade(o.color, ['#ffffff'], 5) : o.color}
          bordered={false}
        >
          {o.label}
        </Tag>
      ))}
    </span>
  );
}
