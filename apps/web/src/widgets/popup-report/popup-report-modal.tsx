import { useState } from 'react';
import { Form, Input, Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PageResult, PopupReportConfig } from '@weld/core';
import { http } from '../../lib/http';
import { unwrap } from '../../lib/http/unwrap';
import { usePickedRows, type PickerDialogProps } from '../picker/use-picked-rows';
import { SearchButtons } from '../picker/search-buttons';

/** Spec widgets §9: the report picker is 1200 wide and pages like the biz pickers (5, 10, 20, 30). */
export const POPUP_REPORT_WIDTH = 1200;
const PAGE_SIZES = [5, 10, 20, 30];

type ReportRow = { id: string } & Record<string, unknown>;

/**
 * The popup report picker: the report's rows searched by its query items, one or several chosen; confirming
 * nothing warns 请选择一条记录.
 * @example <PopupReportModal open report={popupReports.sys_user} onOk={fill} onCancel={close} />
 */
export function PopupReportModal({
  open,
  report,
  multiple = false,
  onOk,
  onCancel,
}: PickerDialogProps<ReportRow> & { report: PopupReportConfig }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, string>>();
  const [filters, setFilters] = useState<Record<string, string>>({});
  const { newSearch, toggle, confirm, table } = usePickedRows<ReportRow, ReportRow, Record<string, string>>({
    open,
    multiple,
    initial: [],
    keyOf: (r) => String(r.id),
    pageSizes: PAGE_SIZES,
    queryKey: ['popupReport', report.cgRpConfigId],
    filters,
    emptyWarning: t('web.popupReport.selectOne'),
    onOk,
    fetch: async (params) => unwrap(await http.get<PageResult<ReportRow>>(report.listUrl, params)),
  });
  const search = (values: Record<string, string | undefined>) => {
    // the kit's value-encoded contains search
    setFilters(
      Object.fromEntries(
        Object.entries(values)
          .filter(([, v]) => v?.trim())
          .map(([k, v]) => [k, `*${v!.trim()}*`]),
      ),
    );
    newSearch();
  };
  const shown = report.queryItems.filter((q) => q.hidden !== '1');
  const titleOf = (field: string) => t(report.columns.find((c) => c.dataIndex === field)?.title ?? field);
  return (
    <Modal
      open={open}
      title={t('web.popupReport.title', { name: t(report.cgRpConfigName) })}
      width={POPUP_REPORT_WIDTH}
      onOk={confirm}
      onCancel={onCancel}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      {shown.length > 0 && (
        <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
          {shown.map((q) => (
            <Form.Item key={q.field} name={q.field} label={titleOf(q.field)}>
              <Input allowClear placeholder={t('web.kit.inputPlaceholder', { label: titleOf(q.field) })} />
            </Form.Item>
          ))}
          <SearchButtons form={form} onSearch={search} />
        </Form>
      )}
      <Table<ReportRow>
        rowKey="id"
        size="small"
        scroll={{ x: 'max-content' }}
        {...table}
        columns={report.columns.map((c) => ({
          key: c.dataIndex,
          title: t(c.title),
          defaultSortOrder: c.sortOrder,
          dataIndex: report.dictOptions[c.dataIndex] ? `${c.dataIndex}_dictText` : c.dataIndex,
        }))}
        onRow={(row) => ({ onClick: () => toggle(row) })}
      />
    </Modal>
  );
}
