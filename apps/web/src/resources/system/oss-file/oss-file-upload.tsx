import { App, Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../../lib/env';
import { uploadHeaders } from '../../../widgets/upload/upload-request';

/** What the upload route answers. */
interface Answer {
  success?: boolean;
  message?: string;
}

/**
 * 上传文件 of the OSS file list: one file to `/sys/ossFile/upload` (right `system:ossFile:upload`), then
 * the list refreshes; the server's refusal (type, size, content) is shown as it is.
 * @example <OssFileUpload onUploaded={refresh} />
 */
export function OssFileUpload({ onUploaded }: { onUploaded(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Upload
      name="file"
      action={`${API_BASE}/sys/ossFile/upload`}
      headers={uploadHeaders()}
      showUploadList={false}
      maxCount={1}
      onChange={({ file }) => {
        const answer = (file.response ?? {}) as Answer;
        if (file.status === 'done' && answer.success) {
          void message.success(answer.message || t('web.ossFile.upload'));
          onUploaded();
        } else if (file.status === 'error' || (file.status === 'done' && !answer.success)) {
          void message.error(answer.message || t('web.upload.failed'));
        }
      }}
    >
      <Button type="primary" icon={<UploadOutlined />}>
        {t('web.ossFile.upload')}
      </Button>
    </Upload>
  );
}
