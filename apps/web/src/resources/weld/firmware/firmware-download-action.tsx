import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';
import type { Row } from '../../../kit/resource-api';

/**
 * 下载 of a firmware's file through `/weld/firmware/download` (firmware files are private: the static
 * route refuses them), saved under its stored name.
 * @example <FirmwareDownloadAction record={row} />
 */
export function FirmwareDownloadAction({ record }: { record: Row }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const download = async () => {
    try {
      const { data, fileName } = await http.download('/weld/firmware/download', {
        params: { id: String(record.id) },
      });
      saveFile(data, fileName ?? `${String(record.version ?? 'firmware')}.bin`);
    } catch {
      void message.error(t('web.upload.downloadFailed'));
    }
  };
  return (
    <Button type="link" size="small" onClick={() => void download()}>
      {t('web.weldFirmware.download')}
    </Button>
  );
}
