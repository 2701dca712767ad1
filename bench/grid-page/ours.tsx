import type { WebGridColumn } from '../../apps/web/src/widgets/editable-grid/grid-types';
import { EditableGrid } from '../../apps/web/src/widgets/editable-grid/editable-grid';
import { CHOICES, type BenchColumn } from './bench-data';

const TYPES = {
  text: 'input',
  number: 'inputNumber',
  choice: 'select',
  flag: 'checkbox',
  date: 'date',
} as const;

/** Our grid on the bench table: every cell always editable, as in the product. */
export function OursGrid({ columns, rows }: { columns: BenchColumn[]; rows: Record<string, unknown>[] }) {
  const cols: WebGridColumn[] = columns.map((c) => ({
    key: c.key,
    title: c.title,
    type: TYPES[c.kind],
    options: c.kind === 'choice' ? CHOICES.map((v) => ({ value: v, text: v })) : undefined,
  }));
  return (
    <EditableGrid columns={cols} dataSource={rows as never} maxHeight={600} rowSelection toolbar={false} />
  );
}
