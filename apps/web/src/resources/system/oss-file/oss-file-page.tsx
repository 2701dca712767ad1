import { useMemo, useState } from 'react';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { isElementVisible, ossFile, RIGHTS } from '@weld/core';
import { ResourcePage, type ResourcePageSlots } from '../../../kit/resource-page';
import type { Row } from '../../../kit/resource-api';
import { formatBytes } from '../../../lib/format-bytes';
import { useAuthContext } from '../../../lib/use-session';
import { staticUrl } from '../../../widgets/upload/static-url';
import { OssFilePreview, previewKind } from './oss-file-preview';
import { OssFileUpload } from './oss-file-upload';

/** The screen's own right: uploading from the list. */
export const OSS_UPLOAD_RIGHT = RIGHTS.ossFile.upload;

// rows come from uploads only: no add, edit, import or export
const urls = { add: null, edit: null, exportXls: null, importExcel: null };

/**
 * OSS文件 ('system/OssFileList'): the kit's list of stored uploads filtered by name, type, uploader and
 * time, with 上传文件, per row 预览 (images and PDFs in a modal) and 下载, and delete (the server
 * removes the stored object too).
 * @example pageRegistry['system/OssFileList']
 */
export function OssFilePage() {
  const { t } = useTranslation();
  const auth = useAuthContext();
  const [shown, setShown] = useState<Row | null>(null);
  const canUpload = isElementVisible(OSS_UPLOAD_RIGHT, auth);

  const slots = useMemo<ResourcePageSlots>(
    () => ({
      toolbar: ({ refresh }) => (canUpload ? <OssFileUpload onUploaded={() => void refresh()} /> : null),
      cells: {
        fileName: (v: unknown) => <span style={{ wordBreak: 'break-all' }}>{String(v ?? '')}</span>,
        fileType: (v: unknown) => <Tag>{String(v ?? '').toUpperCase()}</Tag>,
        fileSize: (v: unknown) => <span style={{ whiteSpace: 'nowrap' }}>{formatBytes(Number(v ?? 0))}</span>,
        storage: (v: unknown) => (v === 's3' ? t('web.ossFile.storageS3') : t('web.ossFile.storageLocal')),
      },
      rowActions: (record) => (
        <>
          {previewKind(record.fileType) && (
            <Button type="link" size="small" onClick={() => setShown(record)}>
              {t('web.ossFile.preview')}
            </Button>
          )}
          <Button
            type="link"
            size="small"
            href={staticUrl(String(record.url))}
            download={String(record.fileName)}
          >
            {t('web.ossFile.download')}
          </Button>
        </>
      ),
    }),
    [t, canUpload],
  );

  return (
    <>
      <ResourcePage definition={ossFile} urls={urls} slots={slots} />
      <OssFilePreview file={shown} onClose={() => setShown(null)} />
    </>
  );
}
