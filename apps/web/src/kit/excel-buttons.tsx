import { useState } from 'react';
import { App, Button, Dropdown, Space } from 'antd';
import { DownOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Params } from '../lib/http';
import { ExcelImportModal } from '../widgets/excel-import';
import type { ExportFileType, ResourceApi } from './resource-api';
import { saveFile } from '../lib/save-file';

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
 * 导出 (the query or the selected rows, as .xlsx, or as a legacy .xls from the button's menu) and 导入,
 * which opens the 导入EXCEL dialog (.xlsx or legacy .xls files; a partial import shows
 * 导入成功,但是有错误数据! with a link to the server's error report).
 * @example <ExcelButtons api={table.api} canExport canImport params={table.params} selectedRowKeys={[]} fallbackName="职务" onImported={refresh} />
 */
export function ExcelButtons({
  api,
  canExport,
  canImport,
  params,
  selectedRowKeys,
  fallbackName,
  onImported,
}: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  // the dialog's code and texts load on the first click, and it stays mounted to animate its closing
  const [importUsed, setImportUsed] = useState(false);

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

  if (!canExport && !canImport) return null;
  // one toolbar item: its own Space keeps the toolbar's gap between the two buttons
  return (
    <Space wrap>
      {canExport && (
        <Space.Compact>
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportXls('xlsx')}>
            {t('web.kit.export')}
          </Button>
          <Dropdown
            disabled={exporting}
            trigger={['click']}
            menu={{
              items: [{ key: 'xls', label: t('web.kit.exportLegacy') }],
              onClick: () => void exportXls('xls'),
            }}
          >
            <Button icon={<DownOutlined />} aria-label={t('web.kit.exportFormats')} />
          </Dropdown>
        </Space.Compact>
      )}
      {canImport && (
        <Button
          icon={<UploadOutlined />}
          onClick={() => {
            setImportUsed(true);
            setImportOpen(true);
          }}
        >
          {t('web.kit.import')}
        </Button>
      )}
      {canImport && importUsed && (
        <ExcelImportModal
          open={importOpen}
          upload={(file) => api.importExcel(file, file.name)}
          onCancel={() => setImportOpen(false)}
          onOk={() => {
            setImportOpen(false);
            // the list's reload shows its own errors
            void onImported().catch(() => undefined);
          }}
          onImported={() => void onImported().catch(() => undefined)}
        />
      )}
    </Space>
  );
}
