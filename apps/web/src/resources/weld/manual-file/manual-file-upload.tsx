import { useState } from 'react';
import { Button, Typography, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/format-bytes';
import { uploadHeaders } from '../../../widgets/upload/upload-request';
import { displayName } from '../../../widgets/upload/static-url';
import { MANUAL_BIZ, MANUAL_UPLOAD_URL, type UploadedManual } from './manual-file-api';

interface Props {
  /** the stored key */
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
}

/**
 * One manual file uploaded to the manuals endpoint with antd's progress bar; when done it shows the
 * name, size and SHA-256 the server measured, and the value becomes the stored key.
 * @example <Form.Item name="file"><ManualFileUpload /></Form.Item>
 */
export function ManualFileUpload({ value, onChange, id }: Props) {
  const { t } = useTranslation();
  const [list, setList] = useState<UploadFile[]>([]);
  const [done, setDone] = useState<UploadedManual | null>(null);

  const changed = ({ file, fileList }: { file: UploadFile; fileList: UploadFile[] }) => {
    setList(fileList.slice(-1));
    if (file.status === 'done') {
      const answer = file.response as { success?: boolean; message?: string; result?: UploadedManual };
      if (answer?.success && answer.result) {
        setDone(answer.result);
        onChange?.(answer.result.file);
      } else {
        setList([{ ...file, status: 'error', response: answer?.message }]);
        onChange?.(null);
      }
    } else if (file.status === 'error') {
      const answer = file.response as { message?: string } | undefined;
      setList([{ ...file, status: 'error', response: answer?.message ?? file.error?.message }]);
      setDone(null);
      onChange?.(null);
    }
  };

  return (
    <div id={id}>
      <Upload
        action={MANUAL_UPLOAD_URL}
        data={{ biz: MANUAL_BIZ }}
        headers={uploadHeaders()}
        name="file"
        maxCount={1}
        fileList={list}
        onChange={changed}
        onRemove={() => {
          setDone(null);
          onChange?.(null);
        }}
      >
        <Button icon={<UploadOutlined />}>{t('web.weldManual.upload')}</Button>
      </Upload>
      {done && (
        <div data-testid="manual-upload-facts" style={{ marginTop: 4 }}>
          <Typography.Text type="secondary">
            {t('web.weldManual.uploaded', { name: done.fileName, size: formatBytes(done.fileSize) })}
          </Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
            {t('web.weldManual.checksum', { checksum: done.checksum })}
          </Typography.Text>
        </div>
      )}
      {!done && value && list.length === 0 && (
        <Typography.Text type="secondary">{displayName(value)}</Typography.Text>
      )}
    </div>
  );
}
