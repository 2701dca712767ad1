import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { http } from '../../lib/http';
import { saveFile } from '../../lib/save-file';
import type { ImportOutcome, ImportReport } from './import-request';

/** Where the server serves import error reports (`fileUrl` is relative to it), behind the token. */
const STATIC = '/sys/common/static';

/**
 * How an import's outcome is told (spec widgets §8): a success message, the warning
 * 导入成功,但是有错误数据! with a link that downloads the error report, or the file's name and the
 * server's message as a warning.
 * @example const { done, failed } = useImportFeedback(); done(outcome, file.name)
 */
export function useImportFeedback() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();

  async function downloadReport(report: ImportReport) {
    if (!report.fileUrl) return void message.warning(t('web.upload.unknownFile'));
    const { data, fileName } = await http
      .download(`${STATIC}/${report.fileUrl}`)
      .catch(() => ({ data: null, fileName: null }));
    if (data) saveFile(data, fileName ?? report.fileName);
    else void message.error(t('web.upload.downloadFailed'));
  }

  function done(outcome: ImportOutcome, file: string) {
    if (outcome.kind === 'done')
      return void message.success(outcome.message || t('web.uploads.import.success', { file }));
    modal.warning({
      title: t('web.upload.importPartial'),
      width: 520,
      okText: t('common.ok'),
      content: (
        <div>
          <p>{outcome.msg}</p>
          <Button
            type="link"
            icon={<DownloadOutlined />}
            style={{ paddingInline: 0 }}
            onClick={() => void downloadReport(outcome)}
          >
            {t('web.kit.downloadReport')}
          </Button>
        </div>
      ),
    });
  }

  function failed(file: string, error: unknown) {
    const reason = error instanceof Error && error.message ? error.message : t('web.kit.importFailed');
    void message.warning(t('web.uploads.import.failed', { file, message: reason }));
  }

  return { done, failed };
}
