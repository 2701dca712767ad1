import { useMemo, useRef, useState } from 'react';
import { App, Button, Card, Flex, Segmented, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GridRow, GridSize } from '@weld/core';
import { EditableGrid, type EditableGridHandle } from '../../../../widgets/editable-grid/editable-grid';
import { clearSavedSequence, readSavedSequence, saveSequence } from './saved-sequence';
import {
  bomChildren,
  bomColumns,
  bomRoots,
  machineColumns,
  machineRows,
  maintenanceColumns,
  maintenanceRows,
  sequenceColumns,
  sequenceRows,
} from './grid-sample-data';

const SIZES: GridSize[] = ['medium', 'small', 'mini', 'tiny'];

/** The welding-sequence grid: 1,000 passes (or 100,000 on demand), validation on save, drag sort. */
function SequenceGrid() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const grid = useRef<EditableGridHandle>(null);
  const [count, setCount] = useState(1000);
  const [size, setSize] = useState<GridSize>('medium');
  const [stored] = useState(readSavedSequence);
  const [rows, setRows] = useState(() => stored ?? sequenceRows(1000));
  const [report, setReport] = useState(stored ? t('web.grid.gallery.fromStorage') : '');
  const [rowCount, setRowCount] = useState(rows.length);
  const columns = useMemo(() => sequenceColumns(t), [t]);
  const load = (next: number) => {
    setCount(next);
    setRows(sequenceRows(next));
  };
  const validate = async () => {
    const result = await grid.current!.getValues();
    if (result.ok || !result.first) {
      setReport(t('web.grid.gallery.valid'));
      return;
    }
    const { first } = result;
    const column = columns.find((c) => c.key === first.column);
    setReport(
      t('web.grid.gallery.invalidAt', {
        row: first.rowIndex + 1,
        column: column?.title,
        message: t(first.error.message, first.error.params ?? {}),
      }),
    );
  };
  // the gallery has no server table: 保存 keeps the rows in this browser, or says they stay on the page
  const save = async (values: { rows: GridRow[]; removedIds: string[] }) => {
    const kept = saveSequence(values.rows);
    const where = t(kept === 'stored' ? 'web.grid.gallery.keptLocally' : 'web.grid.gallery.pageOnly');
    if (kept === 'page') void message.warning(where);
    setReport(
      `${t('web.grid.gallery.savedReport', { count: values.rows.length, removed: values.removedIds.join(',') || '-' })} · ${where}`,
    );
  };
  const restoreSample = () => {
    clearSavedSequence();
    setReport('');
    load(1000);
  };
  return (
    <Card size="small" title={t('web.grid.gallery.sequence')}>
      {/* the controls sit in the body, where they wrap, so the card's title is never cut to fit them */}
      <Space wrap style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">{t('web.grid.gallery.size')}</Typography.Text>
        <Segmented<GridSize>
          size="small"
          value={size}
          options={SIZES.map((s) => ({ value: s, label: t(`web.grid.gallery.sizes.${s}`) }))}
          onChange={setSize}
        />
        <Button onClick={() => void validate()}>{t('web.grid.gallery.validate')}</Button>
        <Button
          data-testid="grid-load"
          onClick={() => {
            const next = count === 1000 ? 100_000 : 1000;
            load(next);
            void message.info(t('web.grid.gallery.rows', { count: next }));
          }}
        >
          {count === 1000 ? t('web.grid.gallery.load100k') : t('web.grid.gallery.load1k')}
        </Button>
        <Button data-testid="grid-restore" onClick={restoreSample}>
          {t('web.grid.gallery.restoreSample')}
        </Button>
      </Space>
      <Typography.Paragraph type="secondary">{t('web.grid.gallery.sequenceHint')}</Typography.Paragraph>
      <EditableGrid
        ref={grid}
        columns={columns}
        dataSource={rows}
        size={size}
        dragSort
        details
        maxHeight={420}
        onSave={save}
        socketKey="weld-sequence"
        reloadEffect
        onRowCountChange={setRowCount}
      />
      <Flex justify="space-between" style={{ marginTop: 8 }}>
        <Typography.Text type="secondary" data-testid="grid-row-count">
          {t('web.grid.gallery.rows', { count: rowCount })}
        </Typography.Text>
        <Typography.Text data-testid="grid-report">{report}</Typography.Text>
      </Flex>
    </Card>
  );
}

/**
 * 组件示例 → 可编辑表格: a welding procedure's pass parameters and the machine register.
 * @example gallerySections[0].load() // GridSection
 */
export function GridSection() {
  const { t } = useTranslation();
  const columns = useMemo(() => machineColumns(t), [t]);
  const rows = useMemo(() => machineRows(60), []);
  const partColumns = useMemo(() => maintenanceColumns(t), [t]);
  const bom = useMemo(() => bomColumns(t), [t]);
  const bomRows = useMemo(() => bomRoots(), []);
  return (
    <Flex vertical gap={16}>
      <SequenceGrid />
      <Card size="small" title={t('web.grid.gallery.machines')}>
        <EditableGrid
          columns={columns}
          dataSource={rows}
          alwaysEdit={false}
          size="small"
          disabledRows={{ status: 'scrapped' }}
          maxHeight={320}
          toolbar={['add', 'remove', 'clearSelection', 'collapse']}
          subTable={(machine) => (
            <EditableGrid
              columns={partColumns}
              dataSource={maintenanceRows(machine.id)}
              size="mini"
              maxHeight={220}
              rowSelection={false}
              toolbar={false}
            />
          )}
        />
      </Card>
      <Card size="small" title={t('web.grid.gallery.bom')}>
        <EditableGrid
          columns={bom}
          dataSource={bomRows}
          loadChildren={bomChildren}
          size="small"
          rowSelection={false}
          maxHeight={300}
          toolbar={false}
        />
      </Card>
    </Flex>
  );
}
