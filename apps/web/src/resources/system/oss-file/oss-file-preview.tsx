import { useEffect, useState } from 'react';
import { Empty, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../../kit/resource-api';
import { titledPdfUrl } from '../../../widgets/upload/pdf-title';
import { staticUrl } from '../../../widgets/upload/static-url';

// the image types the server accepts (upload/file-types.ts); it serves them inline
const IMAGE_TYPES = new Set(['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp']);

/** What a stored file can be shown as in the page: an image, a PDF, or nothing (downloaded instead). */
export function previewKind(fileType: unknown): 'image' | 'pdf' | null {
  const type = String(fileType ?? '').toLowerCase();
  if (IMAGE_TYPES.has(type)) return 'image';
  return type === 'pdf' ? 'pdf' : null;
}

/**
 * A PDF shown from a blob: the static route sends PDFs as attachments (and in a sandbox), so the
 * viewer gets the bytes under an object URL of its own.
 */
function PdfFrame({ url, title }: { url: string; title: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { t } = useTranslation();
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    fetch(url)
      .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(String(r.status)))))
      // titled with the file's name, or the viewer would show the blob's id
      .then((blob) => titledPdfUrl(blob, title))
      .then((objectUrl) => {
        made = objectUrl;
        if (live) setSrc(made);
        else URL.revokeObjectURL(made);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url, title]);
  if (failed) return <Empty description={t('web.ossFile.noPreview')} />;
  if (!src)
    return (
      <div style={{ textAlign: 'center', padding: 48 }}>
        <Spin />
      </div>
    );
  return <iframe title={title} src={src} style={{ width: '100%', height: '70vh', border: 0 }} />;
}

/**
 * 预览 of an OSS file: images and PDFs inline in a modal.
 * @example <OssFilePreview file={row} onClose={() => setShown(null)} />
 */
export function OssFilePreview({ file, onClose }: { file: Row | null; onClose(): void }) {
  const { t } = useTranslation();
  const kind = file ? previewKind(file.fileType) : null;
  const name = String(file?.fileName ?? '');
  const url = file ? staticUrl(String(file.url)) : '';
  return (
    <Modal
      open={Boolean(file)}
      title={t('web.ossFile.previewTitle', { name })}
      onCancel={onClose}
      footer={null}
      width={kind === 'pdf' ? 900 : 720}
      destroyOnHidden
      centered
    >
      {kind === 'image' && (
        <img
          src={url}
          alt={name}
          style={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', margin: '0 auto' }}
        />
      )}
      {kind === 'pdf' && <PdfFrame url={url} title={name} />}
      {file && !kind && <Empty description={t('web.ossFile.noPreview')} />}
    </Modal>
  );
}
