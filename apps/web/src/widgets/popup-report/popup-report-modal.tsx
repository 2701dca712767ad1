import { useEffect, useState } from 'react';
import { App, Form, Input, Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { paramDefaults, reportPage, useReportInfo, type ReportInfo } from '../../lib/api/online-report';
import { errorText } from '../../lib/api/error-text';
import { HttpError } from '../../lib/http';
import { DictSelectTag } from '../dict-select/dict-select-tag';
import { usePickedRows, type PickerDialogProps } from '../picker/use-picked-rows';
import { SearchButtons } from '../picker/search-buttons';

/** Spec widgets §9: the report picker is 1200 wide and pages like the biz pickers (5, 10, 20, 30). */
export const POPUP_REPORT_WIDTH = 1200;
const PAGE_SIZES = [5, 10, 20, 30];

export type ReportRow = Record<string, unknown>;

export type PopupReportModalProps = PickerDialogProps<ReportRow> & { code: string };

/** A report row's key: its id where the report returns one, else the row itself (the choice survives paging). */
const keyOf = (row: ReportRow) =>
  row.id === null || row.id === undefined ? JSON.stringify(row) : String(row.id);

/**
 * The popup report picker (widgets.md §5, §7): the report named by `code` read through getRpColumns, getQueryInfo
 * and getData under the caller's own view right of it; its single query fields as a search form; one row chosen,
 * or several with `multiple`. Confirming nothing warns 请选择一条记录. A report that cannot be read (unknown code,
 * no right) is a warning and the picker closes.
 * @example <PopupReportModal open code="sys_user" multiple onOk={fill} onCancel={close} />
 */
export function PopupReportModal(props: PopupReportModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { open, onCancel, code } = props;
  const info = useReportInfo(code, open);
  const failure = info.error;
  useEffect(() => {
    if (!open || !failure) return;
    void message.warning(
      failure instanceof HttpError && failure.failure.kind === 'notFound'
        ? t('web.popupReport.unknownCode', { code })
        : t('web.popupReport.infoFailed', { reason: errorText(failure, t('web.popupReport.noReason')) }),
    );
    onCancel();
  }, [open, failure, message, t, code, onCancel]);
  if (info.data) return <PickerDialog {...props} info={info.data} />;
  return (
    <Modal
      open={open && !failure}
      title={t('web.popupReport.title', { name: '' })}
      width={POPUP_REPORT_WIDTH}
      footer={null}
      onCancel={onCancel}
      loading
    />
  );
}

/** The dialog of a read report: its search form, its rows, and OK writing the choice. */
function PickerDialog({
  open,
  multiple = false,
  onOk,
  onCancel,
  info,
}: PickerDialogProps<ReportRow> & { info: ReportInfo }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, string>>();
  const [filters, setFilters] = useState<Record<string, string>>(() => paramDefaults(info));
  const { newSearch, toggle, confirm, table } = usePickedRows<ReportRow, ReportRow, Record<string, string>>({
    open,
    multiple,
    initial: [],
    keyOf,
    pageSizes: PAGE_SIZES,
    queryKey: ['cgreport', 'popup', info.id],
    filters,
    emptyWarning: t('web.popupReport.selectOne'),
    onOk,
    fetch: (params) => reportPage(info.id, params),
  });
  const search = (values: Record<string, string | undefined>) => {
    const typed = Object.entries(values).filter(([, v]) => v !== undefined && String(v).trim() !== '');
    setFilters({
      ...paramDefaults(info),
      ...Object.fromEntries(typed.map(([k, v]) => [k, String(v).trim()])),
    });
    newSearch();
  };
  // widgets.md §3: the picker searches by the report's single query fields
  const searched = info.query.filter((q) => q.mode === 'single');
  const dictColumns = new Set(info.columns.filter((c) => c.dictCode).map((c) => c.dataIndex));
  return (
    <Modal
      open={open}
      title={t('web.popupReport.title', { name: info.name })}
      width={POPUP_REPORT_WIDTH}
      onOk={confirm}
      onCancel={onCancel}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      {searched.length > 0 && (
        <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
          {searched.map((q) => (
            <Form.Item key={q.field} name={q.field} label={q.label}>
              {q.dictCode ? (
                <DictSelectTag dictCode={q.dictCode} style={{ width: 160 }} allowClear />
              ) : (
                <Input allowClear placeholder={t('web.kit.inputPlaceholder', { label: q.label })} />
              )}
            </Form.Item>
          ))}
          <SearchButtons form={form} onSearch={search} />
        </Form>
      )}
      <Table<ReportRow>
        rowKey={keyOf}
        size="small"
        scroll={{ x: 'max-content' }}
        {...table}
        columns={info.columns.map((c) => ({
          key: c.dataIndex,
          title: c.title,
          dataIndex: c.dataIndex,
          render: (value: unknown, row: ReportRow) =>
            String(
              (dictColumns.has(c.dataIndex) ? row[`${c.dataIndex}_dictText`] : undefined) ?? value ?? '',
            ),
        }))}
        onRow={(row) => ({ onClick: () => toggle(row) })}
      />
    </Modal>
  );
}
