import { App, Button, Dropdown, Progress, Space, Tooltip, Upload } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  MoreOutlined,
  PaperClipOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ellipsis } from './static-url';
import { UPLOAD_URL, uploadHeaders } from './upload-request';
import { Thumb } from './thumb';
import { fromUploadItem, toUploaded, type UploadedFile } from './uploaded-file';

export interface UploadCellEditorProps {
  kind: 'file' | 'image';
  /** a file record, a stored path, or empty */
  value?: UploadedFile | string | null;
  /** every state change: uploading with percent, done with path, error with message; null when removed */
  onChange?: (value: UploadedFile | null) => void;
  biz?: string;
  /** send X-Access-Token (the column's `token`) */
  token?: boolean;
  allowDownload?: boolean;
  allowRemove?: boolean;
  responseName?: string;
  disabled?: boolean;
}

/**
 * The editable grid's upload and image cell (spec widgets §4): an upload button while empty; then the
 * file name cut at 5 characters (or a thumbnail) with its status: a progress bar while uploading,
 * 上传失败 and the message (or 未知错误) on error, and an action menu with download and remove.
 * @example <UploadCellEditor kind="file" value={row.report} onChange={(v) => setCell('report', v)} token />
 */
export function UploadCellEditor({
  kind,
  value,
  onChange,
  biz = 'temp',
  token = false,
  allowDownload = true,
  allowRemove = true,
  responseName,
  disabled,
}: UploadCellEditorProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const file = toUploaded(value);

  const showError = () =>
    file &&
    modal.error({
      title: t('web.upload.errorTitle'),
      content: `${t('web.upload.errorInfo')}${file.message ?? t('web.upload.unknownError')}`,
    });
  const items = !file
    ? []
    : [
        allowDownload &&
          file.status === 'done' && {
            key: 'download',
            icon: <DownloadOutlined />,
            label: (
              <a href={file.url} target="_blank" rel="noreferrer" download={file.name}>
                {t('web.upload.download')}
              </a>
            ),
          },
        allowRemove &&
          !disabled &&
          file.status !== 'uploading' && {
            key: 'remove',
            icon: <DeleteOutlined />,
            danger: true,
            label: t('web.upload.remove'),
          },
      ].filter((i) => !!i);
  const label = !file ? null : kind === 'image' && file.status === 'done' && file.url ? (
    <Thumb src={file.url} name={file.name} size={28} preview={false} />
  ) : (
    <span>
      <PaperClipOutlined /> {ellipsis(file.name)}
    </span>
  );

  const status = file && (
    <Space size={4} className={`weld-upload-cell weld-upload-cell-${file.status}`}>
      {file.status === 'uploading' && (
        <Space size={4} aria-label={t('web.upload.uploading')}>
          {label}
          <Progress percent={file.percent ?? 0} size="small" style={{ width: 70, margin: 0 }} />
        </Space>
      )}
      {file.status === 'done' && <Tooltip title={file.name}>{label}</Tooltip>}
      {file.status === 'error' && (
        <Tooltip
          title={
            <>
              <div>{t('web.upload.failedTip')}</div>
              <div>{file.message ?? t('web.upload.unknownError')}</div>
            </>
          }
        >
          <span
            role={kind === 'image' ? 'button' : undefined}
            className="weld-upload-error"
            style={{
              color: 'var(--ant-color-error, #ff4d4f)',
              cursor: kind === 'image' ? 'pointer' : undefined,
            }}
            onClick={kind === 'image' ? showError : undefined}
          >
            {label}
          </span>
        </Tooltip>
      )}
      {items.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items,
            onClick: ({ key }) => key === 'remove' && onChange?.(null),
          }}
        >
          <Button
            size="small"
            type="text"
            icon={<MoreOutlined />}
            aria-label={t('web.uploads.actions')}
            title={t('web.uploads.actions')}
          />
        </Dropdown>
      )}
    </Space>
  );

  // one Upload stays mounted through every state: unmounting it would abort the XHR under way
  return (
    <Upload
      name="file"
      action={UPLOAD_URL}
      headers={uploadHeaders(token)}
      data={{ biz, isup: '1' }}
      showUploadList={false}
      disabled={disabled}
      openFileDialogOnClick={!file}
      accept={kind === 'image' ? 'image/*' : undefined}
      beforeUpload={(f) => {
        if (kind !== 'image' || f.type.startsWith('image/')) return true;
        void message.warning(t('web.upload.imageOnly'));
        return Upload.LIST_IGNORE;
      }}
      onChange={({ file: item }) => {
        const next = fromUploadItem(item, responseName);
        if (next.status === 'error')
          void message.error(
            next.message ? t('web.upload.fileFailed', { file: next.name }) : t('web.upload.failed'),
          );
        onChange?.(next);
      }}
    >
      {status || (
        <Button size="small" icon={<UploadOutlined />} disabled={disabled}>
          {t(kind === 'image' ? 'web.upload.uploadImage' : 'web.upload.upload')}
        </Button>
      )}
    </Upload>
  );
}
