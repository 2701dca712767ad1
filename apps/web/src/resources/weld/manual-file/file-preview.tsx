import { useEffect, useState } from 'react';
import { Image, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../../kit/resource-api';
import { titledPdfUrl } from '../../../widgets/upload/pdf-title';
import { manualFileApi, previewKind } from './manual-file-api';

/**
 * The in-browser preview of a manual: a PDF in a frame, an image in antd's image preview. The file is
 * fetched with the caller's token (a frame cannot send it) and shown from an object URL.
 * @example <FilePreview record={shown} onClose={() => setShown(null)} />
 */
export function FilePreview({ record, onClose }: { record: Row | null; onClose(): void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const kind = record ? previewKind(record.fileName) : null;

  useEffect(() => {
    if (!record) return undefined;
    let made: string | null = null;
    let live = true;
    manualFileApi
      .preview(String(record.id))
      .then(async (blob) => {
        // a PDF gets the file's name as its title, or the viewer would show the blob's id
        made =
          kind === 'pdf'
            ? await titledPdfUrl(blob, String(record.fileName ?? ''))
            : URL.createObjectURL(blob);
        if (live) setUrl(made);
        else URL.revokeObjectURL(made);
      })
      .catch(onClose);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [record, kind, onClose]);

  if (!record) return null;
  if (kind === 'image') {
    return url ? (
      <Image
        style={{ display: 'none' }}
        src={url}
        preview={{
          visible: true,
          src: url,
          onVisibleChange: (v) => {
            if (!v) onClose();
          },
        }}
      />
    ) : (
      <Spin fullscreen />
    );
  }
  return (
    <Modal
      open
      title={t('web.weldManual.previewTitle', { name: String(record.fileName ?? '') })}
      onCancel={onClose}
      footer={null}
      width="80vw"
      styles={{ body: { height: '75vh' } }}
      destroyOnHidden
    >
      {url ? (
        <iframe
          data-testid="manual-pdf-preview"
          title={String(record.fileName ?? '')}
          src={url}
          style={{ width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
