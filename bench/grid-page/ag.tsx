import { AllCommunityModule, ModuleRegistry, type ColDef } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { CHOICES, type BenchColumn } from './bench-data';

ModuleRegistry.registerModules([AllCommunityModule]);

const EDITORS = {
  text: 'agTextCellEditor',
  number: 'agNumberCellEditor',
  choice: 'agSelectCellEditor',
  flag: 'agCheckboxCellEditor',
  date: 'agDateStringCellEditor',
} as const;

/** The same table in AG Grid Community, editable per cell, row selection on. */
export function AgBenchGrid({ columns, rows }: { columns: BenchColumn[]; rows: Record<string, unknown>[] }) {
  const defs: ColDef[] = columns.map((c) => ({
    field: c.key,
    headerName: c.title,
    editable: true,
    width: 120,
    cellEditor: EDITORS[c.kind],
    cellEditorParams: c.kind === 'choice' ? { values: CHOICES } : undefined,
  }));
  return (
    <div style={{ height: 640 }}>
      <AgGridReact
        rowData={rows}
        columnDefs={defs}
        rowHeight={61}
        rowSelection={{ mode: 'multiRow' }}
        getRowId={(p) => String(p.data.id)}
      />
    </div>
  );
}
