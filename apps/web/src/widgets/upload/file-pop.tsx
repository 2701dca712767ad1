import { useEffect, useState } from 'react';
import { App, Button, Modal } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FileUpload } from './file-upload';
import { splitPaths } from './static-url';
import { UploadCell } from './upload-cell';

export interface FilePopProps {
  open: boolean;
  /** the paths already stored, comma-joined */
  value?: string | null;
  onOk(value: string): void;
  onCancel(): void;
  biz?: string;
  /** spec widgets §2: 200 */
  height?: number;
  /** at most this many files (an upload column's uploadnum) */
  maxCount?: number;
}

/**
 * The file-pop dialog (spec widgets §2, 520 wide, body 200 high by default): files uploaded inside it;
 * confirming with none answers 未上传任何文件 and stays open.
 * @example <FilePop open={open} value={paths} onOk={save} onCancel={close} />
 */
export function FilePop({ open, value, onOk, onCancel, biz, height = 200, maxCount }: FilePopProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [paths, setPaths] = useState(value ?? '');
  useEffect(() => {
    if (open) setPaths(value ?? '');
    // only on opening: the dialog edits its own copy until confirmed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  return (
    <Modal
      open={open}
      title={t('web.uploads.filePop.title')}
      width={520}
      destroyOnHidden
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      styles={{ body: { height, overflowY: 'auto' } }}
      onCancel={onCancel}
      onOk={() => {
        if (splitPaths(paths).length === 0) return void message.warning(t('web.uploads.filePop.empty'));
        onOk(paths);
      }}
    >
      <FileUpload value={paths} onChange={setPaths} biz={biz} maxCount={maxCount} />
    </Modal>
  );
}

/**
 * A form field whose files are managed in the file-pop dialog: links to the stored files and a button
 * opening the dialog.
 * @example <Form.Item name="attachments"><FilePopField biz="weld/manuals" /></Form.Item>
 */
export function FilePopField({
  value,
  onChange,
  biz,
  disabled,
  id,
}: {
  value?: string | null;
  onChange?: (value: string) => void;
  biz?: string;
  disabled?: boolean;
  id?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div id={id} style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      <UploadCell kind="file" value={value} />
      {!disabled && (
        <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
          {t('web.upload.upload')}
        </Button>
      )}
      <FilePop
        open={open}
        value={value}
        biz={biz}
        onCancel={() => setOpen(false)}
        onOk={(paths) => {
          onChange?.(paths);
          setOpen(false);
        }}
      />
    </div>
  );
}
