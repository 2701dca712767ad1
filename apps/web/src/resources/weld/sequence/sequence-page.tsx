import { useMemo, useState } from 'react';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isElementVisible, SEQUENCE_PARAMETERS, weldSequence, RIGHTS } from '@weld/core';
import type { SequenceParameter } from '@weld/core';
import { ResourcePage, type ResourcePageSlots } from '../../../kit/resource-page';
import type { Row } from '../../../kit/resource-api';
import { saveFile } from '../../../lib/save-file';
import { useAuthContext } from '../../../lib/use-session';
import { FileUpload } from '../../../widgets/upload/file-upload';
import { ParameterInput } from './parameter-input';
import { PushDialog } from './push-dialog';
import { sequenceApi } from './sequence-api';

/** The private upload folder the server keeps program files in (it refuses any other). */
const PROGRAM_FOLDER = 'weld-sequence';
const powersOf = (record: Row) => (Array.isArray(record.powers) ? (record.powers as string[]) : []);

/**
 * 程序列表 ('weld/SequenceList'): the kit's list of welding sequences, parameters hinted and bounded by
 * their process, the program file kept in the private folder; per row 下载 and 下发 when the user's
 * button rights and their grants on that sequence (the record's `powers`) both allow it.
 * @example pageRegistry['weld/SequenceList']
 */
export function SequencePage({ fixed }: { fixed?: Record<string, string> } = {}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const auth = useAuthContext();
  const [pushing, setPushing] = useState<Row | null>(null);

  const slots = useMemo<ResourcePageSlots>(() => {
    const download = async (record: Row) => {
      try {
        const { data, fileName } = await sequenceApi.download(String(record.id));
        saveFile(data, fileName ?? `${String(record.code)}.bin`);
      } catch {
        void message.error(t('web.upload.downloadFailed'));
      }
    };
    const parameters = Object.fromEntries(
      (Object.keys(SEQUENCE_PARAMETERS) as SequenceParameter[]).map((p) => [
        p,
        () => <ParameterInput parameter={p} />,
      ]),
    );
    return {
      controls: {
        ...parameters,
        programFile: () => <FileUpload biz={PROGRAM_FOLDER} maxCount={1} allowDownload={false} />,
      },
      rowActions: (record) => {
        const powers = powersOf(record);
        return (
          <>
            {record.programFile &&
              powers.includes('download') &&
              isElementVisible(RIGHTS.sequence.download, auth) && (
                <Button type="link" size="small" onClick={() => void download(record)}>
                  {t('web.weldSequence.download')}
                </Button>
              )}
            {record.status === 'released' &&
              powers.includes('push') &&
              isElementVisible(RIGHTS.sequence.push, auth) && (
                <Button type="link" size="small" onClick={() => setPushing(record)}>
                  {t('web.weldSequence.push')}
                </Button>
              )}
          </>
        );
      },
    };
  }, [t, message, auth]);

  return (
    <>
      <ResourcePage definition={weldSequence} fixed={fixed} slots={slots} />
      <PushDialog sequence={pushing} onClose={() => setPushing(null)} />
    </>
  );
}
