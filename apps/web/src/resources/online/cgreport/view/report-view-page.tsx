import { useMemo, useState } from 'react';
import { App, Button, Card, Segmented, Space, Spin, Table, Typography } from 'antd';
import { BarChartOutlined, DownloadOutlined, PrinterOutlined, TableOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fieldList, type Field } from '@weld/core';
import { HttpError, type Params } from '../../../../lib/http';
import { saveFile } from '../../../../lib/save-file';
import { usePageHeaderExtras } from '../../../../kit/page-header-extras';
import type { ResourceApi, Row } from '../../../../kit/resource-api';
import { SearchForm } from '../../../../kit/search-form';
import { useResourceTable } from '../../../../kit/use-resource-table';
import { Exception403, Exception404 } from '../../../exception';
import { ReportChart } from './report-chart';
import { printUrl } from './report-print';
import {
  hrefOf,
  reportDefinition,
  reportExport,
  reportPage,
  useReportInfo,
  type ReportInfo,
  type ReportPage,
} from '../../../../lib/api/online-report';

const REPORT_PATH = /\/online\/cgreport\/([^/?#]+)/;

/** The report id of a report screen's path ('' when it names none). */
export const reportCodeOf = (pathname: string) => {
  const match = REPORT_PATH.exec(pathname);
  return match ? decodeURIComponent(match[1]) : '';
};

const statusOf = (e: unknown) => (e instanceof HttpError ? e.failure.status : 0);

/**
 * 在线报表 auto list (`online/OnlCgreportAutoList`, `/online/cgreport/{id}`): the report's query fields and
 * parameters, its rows with sort, paging, dictionary texts, link columns and the 合计 row; 导出, 打印 and a chart view.
 * @example <ReportViewPage /> at /online/cgreport/{id}
 */
export function ReportViewPage() {
  const { pathname } = useLocation();
  // the path it was opened at: a page kept alive behind another tab keeps its report
  const [code] = useState(() => reportCodeOf(pathname));
  const info = useReportInfo(code);
  const name = info.data?.name;
  usePageHeaderExtras(useMemo(() => (name ? { title: name } : {}), [name]));
  if (!code) return <Exception404 />;
  if (info.isPending) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (info.error) return statusOf(info.error) === 403 ? <Exception403 /> : <Exception404 />;
  return <ReportList info={info.data} />;
}

function ReportList({ info }: { info: ReportInfo }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const definition = useMemo(() => reportDefinition(info), [info]);
  const fields = useMemo(() => fieldList(definition), [definition]);
  const searchFields = useMemo(() => fields.filter((f: Field) => f.search), [fields]);
  // the kit's list over getData; a report is read only, so only its list call is ever made
  const api = useMemo(
    () => ({ list: (params) => reportPage(info.id, sortedByColumn(params, info)) }) as ResourceApi,
    [info],
  );
  const hrefs = useMemo(
    () => new Map(info.fieldHrefSlots.map((s) => [s.slotName.replace(/^fieldHref_/, ''), s.href])),
    [info.fieldHrefSlots],
  );
  const cells = useMemo(
    () =>
      Object.fromEntries(
        [...hrefs].map(([field, template]) => [
          field,
          (value: unknown, record: Row) => {
            const shown = String(record[`${field}_dictText`] ?? value ?? '');
            const href = hrefOf(template, record);
            if (!href) return shown;
            const external = /^https?:/i.test(href);
            return (
              <a
                href={href}
                target={external ? '_blank' : undefined}
                rel={external ? 'noreferrer' : undefined}
              >
                {shown}
              </a>
            );
          },
        ]),
      ),
    [hrefs],
  );
  const table = useResourceTable({
    definition,
    urls: { list: `/online/cgreport/api/getData/${info.id}` } as never,
    api,
    cells,
  });
  const [view, setView] = useState<'table' | 'chart'>('table');
  const [exporting, setExporting] = useState(false);
  const page = table.page as ReportPage | undefined;
  const shown = fields.filter((f) => f.list);
  const totalColumns = info.columns.filter((c) => c.isTotal === '1').map((c) => c.dataIndex);
  const { pageNo: _pageNo, pageSize: _pageSize, ...query } = table.params;

  const exportRows = async () => {
    setExporting(true);
    try {
      const file = await reportExport(info.id, query);
      saveFile(file.data, file.fileName ?? `${info.name}.xlsx`);
    } catch {
      // the client has shown the server's refusal
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card>
      <SearchForm
        definition={definition}
        fields={searchFields}
        filters={table.list.state.filters}
        onSearch={table.search}
      />
      <Space style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }} wrap>
        <Space wrap>
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportRows()}>
            {t('web.cgreport.view.export')}
          </Button>
          <Button
            icon={<PrinterOutlined />}
            onClick={() => {
              if (!window.open(printUrl(info.id, query), '_blank'))
                void message.warning(t('web.cgreport.view.popupBlocked'));
            }}
          >
            {t('web.cgreport.view.print')}
          </Button>
        </Space>
        <Segmented
          value={view}
          onChange={(v) => setView(v as 'table' | 'chart')}
          options={[
            { value: 'table', label: t('web.cgreport.view.table'), icon: <TableOutlined /> },
            { value: 'chart', label: t('web.cgreport.view.chart'), icon: <BarChartOutlined /> },
          ]}
        />
      </Space>
      {view === 'table' ? (
        <Table
          {...table.tableProps}
          rowSelection={undefined}
          rowKey={(row) => String(row.id ?? JSON.stringify(row))}
          summary={() =>
            page?.totals && totalColumns.length ? (
              <Table.Summary.Row>
                {shown.map((f, i) => (
                  <Table.Summary.Cell key={f.key} index={i}>
                    {i === 0 && !totalColumns.includes(f.key) ? (
                      <Typography.Text strong>{t('web.cgreport.view.total')}</Typography.Text>
                    ) : totalColumns.includes(f.key) ? (
                      <Typography.Text strong>{formatTotal(page.totals?.[f.key])}</Typography.Text>
                    ) : null}
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            ) : null
          }
        />
      ) : (
        <ReportChart info={info} rows={page?.records ?? []} loading={table.tableProps.loading === true} />
      )}
    </Card>
  );
}

/** The list's sort when it names a report column; the kit's default sort (createTime) is none of a report's. */
function sortedByColumn(params: Params, info: ReportInfo): Params {
  if (info.columns.some((c) => c.dataIndex === params.column)) return params;
  const { column: _column, order: _order, ...rest } = params;
  return rest;
}

/** A sum as the reader writes numbers: grouped, at most two decimals. */
export function formatTotal(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return value.toLocaleString(undefined, { maximumFractionDigits: 2 });
}
