import { useState, type ReactNode } from 'react';
import { App, Button, Image, Space, Upload } from 'antd';
import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { UploadError } from './upload-error';
import { errorOf, UPLOAD_URL, uploadHeaders } from './upload-request';
import { useUploadList } from './use-upload-list';

/** A card of a multi-image list with ← and → to change its place in the value (spec widgets §8). */
function MovableCard({
  index,
  move,
  children,
}: {
  index: number;
  move(index: number, step: -1 | 1): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div style={{ position: 'relative', width: '100%', height: '100%' }}>
      {children}
      {/* above the card's hover mask, which would otherwise take the clicks */}
      <Space.Compact
        size="small"
        style={{ position: 'absolute', bottom: 2, left: '50%', transform: 'translateX(-50%)', zIndex: 2 }}
      >
        <Button
          icon={<LeftOutlined />}
          aria-label={t('web.upload.moveLeft')}
          title={t('web.upload.moveLeft')}
          onClick={() => move(index, -1)}
        />
        <Button
          icon={<RightOutlined />}
          aria-label={t('web.upload.moveRight')}
          title={t('web.upload.moveRight')}
          onClick={() => move(index, 1)}
        />
      </Space.Compact>
    </div>
  );
}

export interface ImageUploadProps {
  /** stored paths, comma-joined */
  value?: string | null;
  onChange?: (value: string) => void;
  /** folder under the upload root (spec widgets §9: temp) */
  biz?: string;
  /** how many images; one by default */
  maxCount?: number;
  disabled?: boolean;
  /** tooltip title over a failed item */
  errorTitle?: string;
  allowDownload?: boolean;
  allowRemove?: boolean;
  /** send X-Access-Token (spec widgets §6); on by default, the server wants a signed-in user */
  token?: boolean;
  /** the answer's field holding the stored path (spec widgets §7: message) */
  responseName?: string;
  id?: string;
}

/**
 * Images uploaded to `/sys/common/upload` as picture cards with progress and preview; only images are
 * accepted (请上传图片). A failed card shows 上传失败 on hover and, when clicked, a 上传出错 dialog with
 * the message. The value is the stored paths, comma-joined.
 * @example <Form.Item name="avatar"><ImageUpload biz="user" /></Form.Item>
 */
export function ImageUpload({
  value,
  onChange,
  biz = 'temp',
  maxCount = 1,
  disabled,
  errorTitle,
  allowDownload = false,
  allowRemove = true,
  token = true,
  responseName,
  id,
}: ImageUploadProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { files, handleChange, move } = useUploadList(value, onChange, responseName);
  const [preview, setPreview] = useState<string | null>(null);

  return (
    <>
      <Upload
        id={id}
        name="file"
        listType="picture-card"
        accept="image/*"
        action={UPLOAD_URL}
        headers={uploadHeaders(token)}
        data={{ biz, isup: '1' }}
        showUploadList={{
          showRemoveIcon: allowRemove && !disabled,
          showDownloadIcon: allowDownload,
          showPreviewIcon: true,
        }}
        onDownload={(file) => file.url && window.open(file.url, '_blank', 'noopener')}
        fileList={files}
        maxCount={maxCount}
        multiple={maxCount > 1}
        disabled={disabled}
        beforeUpload={(file) => {
          if (file.type.startsWith('image/')) return true;
          void message.warning(t('web.upload.imageOnly'));
          return Upload.LIST_IGNORE;
        }}
        onChange={handleChange}
        onPreview={(file) => file.url && setPreview(file.url)}
        itemRender={(node, file, list) =>
          file.status !== 'error' ? (
            maxCount > 1 && file.status === 'done' && !disabled ? (
              <MovableCard index={list.indexOf(file)} move={move}>
                {node}
              </MovableCard>
            ) : (
              node
            )
          ) : (
            <div
              role="button"
              tabIndex={0}
              onClick={(e) => {
                // the card's own remove action stays a remove
                if ((e.target as HTMLElement).closest('.ant-upload-list-item-actions')) return;
                modal.error({
                  title: t('web.upload.errorTitle'),
                  content: `${t('web.upload.errorInfo')}${errorOf(file) ?? t('web.upload.unknownError')}`,
                });
              }}
            >
              <UploadError file={file} title={errorTitle}>
                {node}
              </UploadError>
            </div>
          )
        }
      >
        {!disabled && files.length < maxCount && (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t('web.upload.uploadImage')}</div>
          </button>
        )}
      </Upload>
      {preview && (
        <Image
          style={{ display: 'none' }}
          src={preview}
          alt=""
          preview={{ open: true, src: preview, onOpenChange: (open) => !open && setPreview(null) }}
        />
      )}
    </>
  );
}
