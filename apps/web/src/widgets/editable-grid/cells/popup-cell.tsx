import { useState } from 'react';
import { App } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { checkPopupConfig, popupValues } from '@weld/core';
import { PopupReportModal } from '../../popup-report/popup-report-modal';
import type { CellProps } from './cell-props';

/**
 * popup: opens the online report whose code is popupCode; the chosen rows' orgFields fill the row's destFields.
 * A column without code, orgFields or destFields (or with unequal lists) says so instead of opening.
 * @example { key: 'operator', type: 'popup', popupCode: 'sys_user', orgFields: 'realname,phone', destFields: 'operator,tel' }
 */
export function PopupCell({ value, disabled, placeholder, column, onChangeRow, onBlur }: CellProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const text = value == null ? '' : String(value);
  const start = () => {
    const problem = checkPopupConfig(column);
    if (problem)
      return void message.warning(
        t(problem === 'missing' ? 'web.popupReport.notConfigured' : 'web.popupReport.mismatch'),
      );
    setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        className="weld-grid-fake"
        disabled={disabled}
        aria-label={column.title}
        title={text}
        onClick={start}
      >
        <span className={text ? 'weld-grid-fake-text' : 'weld-grid-fake-placeholder'}>
          {text || placeholder}
        </span>
        <span className="weld-grid-fake-icon">
          <SearchOutlined />
        </span>
      </button>
      {column.popupCode && (
        <PopupReportModal
          open={open}
          code={column.popupCode}
          multiple={column.props?.multiple === true}
          onCancel={() => setOpen(false)}
          onOk={(rows) => {
            setOpen(false);
            onChangeRow(popupValues(rows, column.orgFields, column.destFields));
            onBlur();
          }}
        />
      )}
    </>
  );
}
