import { useEffect, useRef, useState } from 'react';
import { App, type UploadFile } from 'antd';
import type { UploadChangeParam } from 'antd/es/upload';
import { useTranslation } from 'react-i18next';
import { splitPaths } from './static-url';
import { errorOf, pathOf, settle, storedItem } from './upload-request';

/** Items for stored paths, as a form loads them. */
const itemsOf = (value: unknown): UploadFile[] => splitPaths(value).map(storedItem);

const joined = (files: UploadFile[]) => files.map(pathOf).filter(Boolean).join(',');

/**
 * The upload list behind a comma-joined value: items for the stored paths, the server's answers
 * turned into done (with the path) or error (with the message), and `onChange` with the paths of the
 * finished items whenever they change. A failed upload also shows `{file} 上传失败.`.
 * @example const { files, handleChange } = useUploadList(value, onChange)
 */
export function useUploadList(value: unknown, onChange?: (value: string) => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [files, setFiles] = useState<UploadFile[]>(() => itemsOf(value));
  const emitted = useRef(splitPaths(value).join(','));

  // a value set from outside (a record loaded, the form reset) replaces the list
  useEffect(() => {
    const outside = splitPaths(value).join(',');
    if (outside === emitted.current) return;
    emitted.current = outside;
    setFiles(itemsOf(outside));
  }, [value]);

  function handleChange({ file, fileList }: UploadChangeParam) {
    const next = fileList.map(settle);
    setFiles(next);
    const failed = next.find((f) => f.uid === file.uid && f.status === 'error');
    if (failed && file.status !== 'uploading') {
      void message.error(errorOf(failed) ? t('web.upload.fileFailed', { file: failed.name }) : t('web.upload.failed'));
    }
    const paths = joined(next);
    if (paths === emitted.current) return;
    emitted.current = paths;
    onChange?.(paths);
  }

  return { files, handleChange };
}
