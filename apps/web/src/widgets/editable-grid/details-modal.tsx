import { useState } from 'react';
import { Button, Modal } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { GRID, type GridRow } from '@weld/core';
import type { DictOption } from '../../lib/use-dict-options';
import { columnEditor } from './column-editor';
import type { WebGridColumn } from './grid-types';

interface Props {
  row: GridRow | null;
  columns: WebGridColumn[];
  options: Record<string, DictOption[]>;
  placeholders: Record<string, string>;
  disabled: boolean;
  onChange(rowId: string, key: string, value: unknown): void;
  onBlur(rowId: string, key: string): void;
  onClose(): void;
}

/**
 * 详细信息: one row's every column as a form, 1200 wide, with a fullscreen switch; edits write the grid.
 * @example <DetailsModal row={row} columns={columns} ... />
 */
export function DetailsModal({
  row,
  columns,
  options,
  placeholders,
  disabled,
  onChange,
  onBlur,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const [full, setFull] = useState(false);
  const title = (
    <div className="weld-grid-details-title">
      <span>{t('web.grid.details')}</span>
      <Button
        type="text"
        size="small"
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        aria-label={full ? t('web.grid.exitFullscreen') : t('web.grid.fullscreen')}
        title={full ? t('web.grid.exitFullscreen') : t('web.grid.fullscreen')}
        onClick={() => setFull((f) => !f)}
      />
    </div>
  );
  return (
    <Modal
      open={row !== null}
      title={title}
      width={full ? '100%' : GRID.detailsWidth}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      style={full ? { top: 0, maxWidth: '100vw', paddingBottom: 0 } : undefined}
      className={full ? 'weld-grid-details is-fullscreen' : 'weld-grid-details'}
    >
      {row && (
        <div className="weld-grid-details-form">
          {columns
            .filter((c) => c.type !== 'hidden')
            .map((c) => {
              const Editor = columnEditor(c.type);
              return (
                <label key={c.key} className="weld-grid-details-item">
                  <span className="weld-grid-details-label">{c.title}</span>
                  <span className="weld-grid-details-control">
                    {c.type === 'slot'
                      ? c.render?.({
                          row,
                          value: row[c.key],
                          rowIndex: -1,
                          setValue: (v) => onChange(row.id, c.key, v),
                        })
                      : Editor && (
                          <Editor
                            column={c}
                            row={row}
                            rowIndex={-1}
                            value={row[c.key]}
                            options={options[c.key] ?? []}
                            disabled={disabled || c.disabled === true}
                            placeholder={placeholders[c.key] ?? ''}
                            onChange={(v) => onChange(row.id, c.key, v)}
                            onBlur={() => onBlur(row.id, c.key)}
                            onChangeRow={(values) => {
                              for (const [k, v] of Object.entries(values)) onChange(row.id, k, v);
                            }}
                          />
                        )}
                  </span>
                </label>
              );
            })}
        </div>
      )}
    </Modal>
  );
}
