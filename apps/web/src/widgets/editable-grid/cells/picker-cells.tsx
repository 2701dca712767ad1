import { Input, Popover } from 'antd';
import { EditOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GRID, uploadLimit } from '@weld/core';
import { FilePop } from '../../upload/file-pop';
import { splitPaths } from '../../upload/static-url';
import { UploadCell } from '../../upload/upload-cell';
import { DepartSelect } from '../../depart-select/depart-select';
import { UserPicker } from '../../user-picker/user-picker';
import { PositionPicker } from '../../position-picker/position-picker';
import { CategorySelect } from '../../category-select/category-select';
import { UploadCellEditor } from '../../upload/upload-cell-editor';
import type { UploadedFile } from '../../upload/uploaded-file';
import type { CellProps } from './cell-props';
import { FakeControl } from './fake-control';

const pickerText = (value: unknown) => (value == null ? '' : String(value));

/**
 * A user cell (sel_user): the user picker, usernames comma-joined; several with props.multiple.
 * @example <UserCell {...cellProps} />
 */
export function UserCell({ value, disabled, placeholder, onChange, column }: CellProps) {
  return (
    <UserPicker
      value={pickerText(value)}
      multiple={column.props?.multiple === true}
      disabled={disabled}
      placeholder={placeholder}
      onChange={(v) => onChange(v ?? '')}
    />
  );
}

/**
 * A department cell (sel_depart): the department picker, org codes comma-joined.
 * @example <DepartCell {...cellProps} />
 */
export function DepartCell({ value, disabled, placeholder, onChange, column }: CellProps) {
  return (
    <DepartSelect
      value={pickerText(value)}
      multiple={column.props?.multiple === true}
      disabled={disabled}
      placeholder={placeholder}
      onChange={(v) => onChange(v)}
    />
  );
}

/**
 * A position cell: the position picker, position codes comma-joined.
 * @example <PositionCell {...cellProps} />
 */
export function PositionCell({ value, disabled, placeholder, onChange, column }: CellProps) {
  return (
    <PositionPicker
      value={pickerText(value)}
      multiple={column.props?.multiple === true}
      disabled={disabled}
      placeholder={placeholder}
      onChange={(v) => onChange(v ?? '')}
    />
  );
}

/**
 * A category cell: the category tree select, node ids.
 * @example <CategoryCell {...cellProps} />
 */
export function CategoryCell({ value, disabled, placeholder, onChange, column }: CellProps) {
  return (
    <CategorySelect
      value={pickerText(value) || null}
      multiple={column.props?.multiple === true}
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: '100%' }}
      onChange={(v) => onChange(v ?? '')}
    />
  );
}

/**
 * upload, file and image cells: the kit's upload cell editor (button while empty, then status and menu).
 * @example <UploadGridCell {...cellProps} />
 */
export function UploadGridCell(props: CellProps) {
  const { value, disabled, onChange, column } = props;
  const limit = uploadLimit(column);
  if (limit !== undefined && limit > 1 && column.type !== 'image')
    return <FilesGridCell {...props} limit={limit} />;
  return (
    <UploadCellEditor
      kind={column.type === 'image' ? 'image' : 'file'}
      value={value as UploadedFile | string | null}
      disabled={disabled}
      token={column.token}
      allowDownload={column.allowDownload ?? true}
      allowRemove={column.allowRemove ?? true}
      responseName={column.responseName}
      biz={typeof column.props?.biz === 'string' ? column.props.biz : undefined}
      onChange={(v) => onChange(v)}
    />
  );
}

/**
 * input_pop: a short input that opens a 300x210 text area for long texts.
 * @example <InputPopCell {...cellProps} />
 */
export function InputPopCell({ value, disabled, placeholder, onChange, onBlur, column }: CellProps) {
  const text = value == null ? '' : String(value);
  return (
    <FakeControl
      text={text}
      placeholder={placeholder}
      disabled={disabled}
      label={column.title}
      icon={<EditOutlined />}
    >
      {(close) => (
        <Popover
          open
          trigger="click"
          placement="bottom"
          title={column.title}
          onOpenChange={(open) => {
            if (!open) {
              close();
              onBlur();
            }
          }}
          content={
            <Input.TextArea
              autoFocus
              value={text}
              placeholder={placeholder}
              aria-label={column.title}
              style={{ width: GRID.inputPop.width, height: GRID.inputPop.height, resize: 'none' }}
              onChange={(e) => onChange(e.target.value)}
            />
          }
        >
          <button type="button" className="weld-grid-fake">
            <span className="weld-grid-fake-text">{text || placeholder}</span>
          </button>
        </Popover>
      )}
    </FakeControl>
  );
}

/**
 * A file column holding several files (fieldExtendJson uploadnum > 1): the stored files' links and a
 * button opening the file-pop dialog, which takes at most `limit` files.
 */
function FilesGridCell({ value, disabled, onChange, onBlur, column, limit }: CellProps & { limit: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const paths = typeof value === 'string' ? value : '';
  const count = splitPaths(paths).length;
  return (
    <span className="weld-grid-files">
      {count > 0 && <UploadCell kind="file" value={paths} />}
      {!disabled && (
        <button
          type="button"
          className="weld-grid-files-open"
          aria-label={column.title}
          onClick={() => setOpen(true)}
        >
          <PaperClipOutlined /> {t('web.grid.files', { count, limit })}
        </button>
      )}
      <FilePop
        open={open}
        value={paths}
        maxCount={limit}
        biz={typeof column.props?.biz === 'string' ? column.props.biz : undefined}
        onCancel={() => setOpen(false)}
        onOk={(next) => {
          setOpen(false);
          onChange(next);
          onBlur();
        }}
      />
    </span>
  );
}
