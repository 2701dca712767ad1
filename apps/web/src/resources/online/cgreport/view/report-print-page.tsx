import { useEffect, useMemo, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAX_PAGE_SIZE, fieldList } from '@weld/core';
import { setPageBearer } from '../../../../lib/http';
import { formatInZone, useServerTimeZone } from '../../../../lib/server-time';
import { session } from '../../../../lib/session';
import { fieldText } from '../../../../kit/field-cell';
import { formatTotal } from './report-view-page';
import {
  reportDefinition,
  reportPage,
  useReportInfo,
  type ReportInfo,
} from '../../../../lib/api/online-report';
import './report-print.css';

/**
 * The url's token when it is to be this page's bearer: only in a tab without a session (a session's own token
 * is used otherwise). A link someone sent must not sign this browser in as them: it is never saved.
 */
function urlBearer(): string | null {
  const token = new URLSearchParams(window.location.search).get('token');
  return token && !session.token() ? token : null;
}

/** The token leaves the address bar (and so the history and a copied link). */
function dropUrlToken(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', url.pathname + url.search);
}

/**
 * The report's print view (`/online/cgreport/print/{id}?token=…&<query>`): title, the query as text, the rows of
 * the query (up to 1,000, saying so when there are more) with the 合计 row, the print time, and 打印, which calls
 * the browser's print; the button is not printed. Outside the main layout: the route gives it the shell's providers.
 * The url's token is an in-memory bearer of this page's calls alone (setPageBearer), given back when it goes.
 * @example window.open(printUrl(id, query))
 */
export function ReportPrintPage() {
  const [bearer] = useState(() => {
    const token = urlBearer();
    // before the view's first calls, which leave from its effects (those run before this component's own)
    setPageBearer(token);
    return token;
  });
  useEffect(() => {
    dropUrlToken();
    // again after a remount (StrictMode runs the cleanup in between); cleared when the page goes, so that
    // a page opened next in this tab (the login page, say) calls as the session
    setPageBearer(bearer);
    return () => setPageBearer(null);
  }, [bearer]);
  return <PrintView />;
}

function PrintView() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const info = useReportInfo(id);
  if (info.isPending) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (info.error) return <Result status="warning" title={t('web.cgreport.print.failed')} />;
  return <PrintedReport info={info.data} />;
}

function PrintedReport({ info }: { info: ReportInfo }) {
  const { t } = useTranslation();
  const query = useMemo(() => {
    const params = Object.fromEntries(new URLSearchParams(window.location.search));
    // the view may render before the page's effect has taken the token out of the address bar
    delete params.token;
    return params;
  }, []);
  const definition = useMemo(() => reportDefinition(info), [info]);
  const fields = useMemo(() => fieldList(definition), [definition]);
  const shown = fields.filter((f) => f.list);
  const rows = useQuery({
    queryKey: ['cgreport', 'print', info.id, query],
    queryFn: () => reportPage(info.id, { ...query, pageNo: 1, pageSize: MAX_PAGE_SIZE }),
  });
  // the product's date-time, on the server's clock as the rows' own times are
  const timeZone = useServerTimeZone();
  const [printedAt] = useState(Date.now);
  useEffect(() => {
    document.title = info.name;
  }, [info.name]);
  // label, value and the joint between criteria follow the language's punctuation (Chinese full-width ones)
  const criteria = fields
    .flatMap((f) => {
      const label = t(`resources.${definition.name}.fields.${f.key}`);
      const single = query[f.key];
      const begin = query[`${f.key}_begin`];
      const end = query[`${f.key}_end`];
      if (single) return [t('web.cgreport.print.criterion', { label, value: single })];
      if (begin || end)
        return [t('web.cgreport.print.criterionRange', { label, begin: begin ?? '', end: end ?? '' })];
      return [];
    })
    .join(t('web.cgreport.print.criteriaSeparator'));
  const totals = rows.data?.totals;
  const totalColumns = new Set(info.columns.filter((c) => c.isTotal === '1').map((c) => c.dataIndex));
  return (
    <main className="weld-report-print">
      <div className="weld-report-print-actions">
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t('web.cgreport.print.print')}
        </Button>
      </div>
      <h1>{info.name}</h1>
      <p className="weld-report-print-meta">
        {criteria ? t('web.cgreport.print.query', { criteria }) : t('web.cgreport.print.allRows')}
      </p>
      {rows.isPending ? (
        <Spin />
      ) : rows.error ? (
        <Result status="warning" title={t('web.cgreport.print.failed')} />
      ) : (
        <table>
          <thead>
            <tr>
              {shown.map((f) => (
                <th key={f.key}>{t(`resources.${definition.name}.fields.${f.key}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.data.records.map((row, i) => (
              <tr key={String(row.id ?? i)}>
                {shown.map((f) => (
                  <td key={f.key}>{fieldText(f, row, t)}</td>
                ))}
              </tr>
            ))}
          </tbody>
          {totals && totalColumns.size > 0 && (
            <tfoot>
              <tr>
                {shown.map((f, i) => (
                  <td key={f.key}>
                    {totalColumns.has(f.key)
                      ? formatTotal(totals[f.key])
                      : i === 0
                        ? t('web.cgreport.view.total')
                        : ''}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      )}
      <p className="weld-report-print-meta">
        {rows.data && rows.data.total > rows.data.records.length
          ? t('web.cgreport.print.capped', { shown: rows.data.records.length, total: rows.data.total })
          : null}{' '}
        {timeZone ? t('web.cgreport.print.printedAt', { time: formatInZone(printedAt, timeZone) }) : null}
      </p>
    </main>
  );
}
