import type { ReactNode } from 'react';
import { Tooltip, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorOf } from './upload-request';

/**
 * A failed item with its tooltip: 上传失败 (or the widget's own title) over the server's message or
 * 未知错误 (spec widgets §8).
 * @example <UploadError file={file}>{node}</UploadError>
 */
export function UploadError({
  file,
  title,
  children,
}: {
  file: UploadFile;
  title?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Tooltip
      title={
        <>
          <div>{title ?? t('web.upload.failedTip')}</div>
          <div>{errorOf(file) ?? t('web.upload.unknownError')}</div>
        </>
      }
    >
      <div className="weld-upload-error">{children}</div>
    </Tooltip>
  );
}
