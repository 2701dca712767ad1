import { Button, Progress, Space, Tooltip, Upload, type UploadFile } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  LoadingOutlined,
  PaperClipOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ellipsis } from './static-url';
import { UploadError } from './upload-error';
import { UPLOAD_URL, uploadHeaders } from './upload-request';
import { useUploadList } from './use-upload-list';

export interface FileUploadProps {
  /** stored paths, comma-joined; or, with returnUrl false, a JSON array of {fileName, filePath, fileSize} */
  value?: string | null;
  /** false: the value is saved file records {fileName, filePath, fileSize} (spec widgets §3) instead of paths */
  returnUrl?: boolean;
  onChange?: (value: string) => void;
  /** folder under the upload root (spec widgets §9: temp) */
  biz?: string;
  /** how many files; unlimited by default */
  maxCount?: number;
  /** extensions or MIME types offered by the file dialog, e.g. ".pdf,.docx" */
  accept?: string;
  disabled?: boolean;
  allowDownload?: boolean;
  allowRemove?: boolean;
  /** tooltip title over a failed item */
  errorTitle?: string;
  /** send X-Access-Token (spec widgets §6); on by default, the server wants a signed-in user */
  token?: boolean;
  /** the answer's field holding the stored path (spec widgets §7: message) */
  responseName?: string;
  id?: string;
}

function FileItem({
  file,
  actions,
  allowDownload,
  allowRemove,
  disabled,
  errorTitle,
}: { file: UploadFile; actions: { download(): void; remove(): void } } & Pick<
  FileUploadProps,
  'allowDownload' | 'allowRemove' | 'disabled' | 'errorTitle'
>) {
  const { t } = useTranslation();
  const name = (
    <Tooltip title={file.name}>
      <span className="weld-upload-name">{ellipsis(file.name)}</span>
    </Tooltip>
  );
  const remove = allowRemove && !disabled && (
    <Button
      type="text"
      size="small"
      danger
      icon={<DeleteOutlined />}
      aria-label={t('web.upload.remove')}
      title={t('web.upload.remove')}
      onClick={actions.remove}
    />
  );
  if (file.status === 'error') {
    return (
      <Space size={4}>
        <UploadError file={file} title={errorTitle}>
          <span style={{ color: 'var(--ant-color-error, #ff4d4f)' }}>
            <PaperClipOutlined /> {ellipsis(file.name)}
          </span>
        </UploadError>
        {remove}
      </Space>
    );
  }
  if (file.status === 'uploading') {
    return (
      <Space size={4} aria-label={t('web.upload.uploading')}>
        <LoadingOutlined />
        {name}
        <Progress percent={Math.round(file.percent ?? 0)} size="small" style={{ width: 80, margin: 0 }} />
      </Space>
    );
  }
  return (
    <Space size={4}>
      <PaperClipOutlined />
      {allowDownload && file.url ? (
        <a
          href={file.url}
          target="_blank"
          rel="noreferrer"
          download={file.name}
          title={t('web.upload.download')}
        >
          {name} <DownloadOutlined />
        </a>
      ) : (
        name
      )}
      {remove}
    </Space>
  );
}

/**
 * Files uploaded to `/sys/common/upload`: an 上传 button, then per file its name cut at 5 characters
 * (the whole name on hover), progress while uploading, a download link and a remove action when done,
 * and 上传失败 with the message when it failed. The value is the stored paths, comma-joined, or with
 * `returnUrl={false}` the saved records `[{fileName, filePath, fileSize}]` as JSON.
 * @example <Form.Item name="manual"><FileUpload biz="manuals" accept=".pdf" /></Form.Item>
 */
export function FileUpload({
  value,
  onChange,
  returnUrl = true,
  biz = 'temp',
  maxCount,
  accept,
  disabled,
  allowDownload = true,
  allowRemove = true,
  errorTitle,
  token = true,
  responseName,
  id,
}: FileUploadProps) {
  const { t } = useTranslation();
  const { files, handleChange } = useUploadList(value, onChange, responseName, !returnUrl);
  const full = maxCount !== undefined && files.length >= maxCount;
  return (
    <Upload
      id={id}
      name="file"
      action={UPLOAD_URL}
      headers={uploadHeaders(token)}
      data={{ biz, isup: '1' }}
      fileList={files}
      maxCount={maxCount}
      multiple={maxCount === undefined || maxCount > 1}
      accept={accept}
      disabled={disabled}
      onChange={handleChange}
      itemRender={(_node, file, _list, actions) => (
        <div className="weld-upload-item" style={{ marginTop: 4 }}>
          <FileItem
            file={file}
            actions={actions}
            allowDownload={allowDownload}
            allowRemove={allowRemove}
            disabled={disabled}
            errorTitle={errorTitle}
          />
        </div>
      )}
    >
      {!disabled && !full && <Button icon={<UploadOutlined />}>{t('web.upload.upload')}</Button>}
    </Upload>
  );
}
