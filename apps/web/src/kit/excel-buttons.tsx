import { useState } from 'react';
import { App, Button, Dropdown, Space, Upload } from 'antd';
import { DownOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { http, type Params } from '../lib/http';
import type { ExportFileType, ImportOutcome, ImportReport, ResourceApi } from './resource-api';
import { saveFile } from './save-file';

/** Where the server serves import error reports (`fileUrl` is relative to it). */
const STATIC = '/sys/common/static';

interface Props {
  api: ResourceApi;
  canExport: boolean;
  canImport: boolean;
  /** the list query of the table, exported when no row is selected */
  params: Params;
  selectedRowKeys: string[];
  /** file name without extension, used when the server sends none */
  fallbackName: string;
  /** after an import wrote rows: the page refreshes its lists */
  onImported(): Promise<unknown>;
}

/**
 * 导出 (the query or the selected rows, as .xlsx, or as a legacy .xls from the button's menu) and 导入 (an .xlsx or legacy .xls upload; a partial
 * import shows 导入成功,但是有错误数据! with a link to the server's error report).
 */
export function ExcelButtons({ api, canExport, canImport, params, selectedRowKeys, fallbackName, onImported }: Props) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);

  async function exportXls(fileType: ExportFileType) {
    setExporting(true);
    try {
      const { data, fileName } = await api.exportXls(params, selectedRowKeys, fileType);
      saveFile(data, fileName ?? `${fallbackName}.${fileType}`);
    } catch {
      // the HTTP client has shown the server's reason; this says what did not happen (spec widgets §8)
      void message.error(t('web.upload.downloadFailed'));
    } finally {
      setExporting(false);
    }
  }

  async function downloadReport(report: ImportReport) {
    if (!report.fileUrl) return void message.warning(t('web.upload.unknownFile'));
    const { data, fileName } = await http.download(`${STATIC}/${report.fileUrl}`).catch(() => ({ data: null, fileName: null }));
    if (data) saveFile(data, fileName ?? report.fileName);
    else void message.error(t('web.upload.downloadFailed'));
  }

  function showOutcome(outcome: ImportOutcome) {
    if (outcome.kind === 'done') return void message.success(outcome.message || t('web.kit.imported'));
    modal.warning({
      title: t('web.upload.importPartial'),
      width: 520,
      okText: t('common.ok'),
      content: (
        <div>
          <p>{outcome.msg}</p>
          <Button type="link" icon={<DownloadOutlined />} style={{ paddingInline: 0 }} onClick={() => void downloadReport(outcome)}>
            {t('web.kit.downloadReport')}
          </Button>
        </div>
      ),
    });
  }

  async function importXls(file: File) {
    setImporting(true);
    let outcome: ImportOutcome;
    try {
      outcome = await api.importExcel(file, file.name);
    } catch (e) {
      // spec widgets §8: the file's name and the server's message, as a warning
      void message.warning(`${file.name} ${e instanceof Error && e.message ? e.message : t('web.kit.importFailed')}`);
      return setImporting(false);
    }
    // the outcome first: the list's reload may take a while, and shows its own errors
    showOutcome(outcome);
    await onImported().catch(() => undefined);
    setImporting(false);
  }

  if (!canExport && !canImport) return null;
  // one toolbar item: its own Space keeps the toolbar's gap between the two buttons
  return (
    <Space wrap>
      {canExport && (
        <Space.Compact>
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportXls('xlsx')}>
            {t('web.kit.export')}
          </Button>
          <Dropdown disabled={exporting} trigger={['click']}
            menu={{ items: [{ key: 'xls', label: t('web.kit.exportLegacy') }], onClick: () => void exportXls('xls') }}>
            <Button icon={<DownOutlined />} aria-label={t('web.kit.exportFormats')} />
          </Dropdown>
        </Space.Compact>
      )}
      {canImport && (
        <Upload accept=".xlsx,.xls" showUploadList={false} disabled={importing}
          beforeUpload={(file) => {
            void importXls(file);
            // the kit posts the file itself, through the one HTTP client
            return Upload.LIST_IGNORE;
          }}>
          <Button icon={<UploadOutlined />} loading={importing}>{t('web.kit.import')}</Button>
        </Upload>
      )}
    </Space>
  );
}
