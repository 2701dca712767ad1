import { useEffect, useState } from 'react';
import { App, Button, Modal, Space, Switch, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { postImport, type ImportFields, type ImportOutcome } from './import-request';
import { useImportFeedback } from './use-import-feedback';

const EXCEL = /\.(xlsx|xls)$/i;

export interface ExcelImportModalProps {
  open: boolean;
  /** the configured import URL; files are posted to it as `files[]` */
  url?: string;
  /** posts one file another way (the kit's resource API); wins over `url` */
  upload?: (file: File) => Promise<ImportOutcome>;
  /** online-form import: shows the validation switch and sends validateStatus */
  online?: boolean;
  isSingleTableImport?: boolean;
  foreignKeys?: string;
  /** every file went in (some rows may have been refused): the caller closes the dialog and refreshes */
  onOk(): void;
  /** some files went in while others were refused and stay listed: the caller refreshes only */
  onImported?(): void;
  onCancel(): void;
}

/**
 * 导入EXCEL (spec widgets §4, §5): several .xls/.xlsx files, 开始上传 disabled while the list is empty,
 * each file imported in turn with its own outcome; opening resets the list and the validation switch to 0.
 * The server kit reads one file per call, hence one call per file.
 * @example <ExcelImportModal open={open} url="/sys/position/importExcel" onOk={refresh} onCancel={close} />
 */
export function ExcelImportModal({
  open,
  url,
  upload,
  online,
  isSingleTableImport,
  foreignKeys,
  onOk,
  onImported,
  onCancel,
}: ExcelImportModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const feedback = useImportFeedback();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [validate, setValidate] = useState<0 | 1>(0);
  const [uploading, setUploading] = useState(false);

  // spec widgets §4: opening resets the file list and the validation switch to 0
  useEffect(() => {
    if (!open) return;
    setFiles([]);
    setValidate(0);
  }, [open]);

  async function start() {
    setUploading(true);
    const fields: ImportFields = {
      isSingleTableImport,
      foreignKeys,
      ...(online ? { validateStatus: validate } : {}),
    };
    const left: UploadFile[] = [];
    for (const item of files) {
      const file = item.originFileObj as File;
      try {
        const outcome = upload ? await upload(file) : await postImport(url ?? '', file, fields);
        feedback.done(outcome, file.name);
      } catch (e) {
        feedback.failed(file.name, e);
        left.push(item);
      }
    }
    setUploading(false);
    // the refused files stay listed, to be fixed and sent again
    setFiles(left);
    if (left.length === 0) onOk();
    else if (left.length < files.length) onImported?.();
  }

  return (
    <Modal
      open={open}
      title={t('web.uploads.import.title')}
      width={520}
      destroyOnHidden
      maskClosable={!uploading}
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={uploading}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="start"
          type="primary"
          disabled={files.length === 0}
          loading={uploading}
          onClick={() => void start()}
        >
          {t(uploading ? 'web.uploads.import.uploading' : 'web.uploads.import.start')}
        </Button>,
      ]}
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        {online && (
          <Space>
            <span>{t('web.uploads.import.validate')}</span>
            <Switch
              checked={validate === 1}
              onChange={(on) => setValidate(on ? 1 : 0)}
              aria-label={t('web.uploads.import.validate')}
            />
          </Space>
        )}
        <Upload
          accept=".xls,.xlsx"
          multiple
          fileList={files}
          disabled={uploading}
          beforeUpload={(file) => {
            if (EXCEL.test(file.name)) return false;
            void message.warning(t('web.uploads.import.badType'));
            return Upload.LIST_IGNORE;
          }}
          onChange={({ fileList }) => setFiles(fileList)}
        >
          <Button icon={<UploadOutlined />}>{t('web.uploads.import.choose')}</Button>
        </Upload>
      </Space>
    </Modal>
  );
}
