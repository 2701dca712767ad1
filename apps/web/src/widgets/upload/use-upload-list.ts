import { useEffect, useRef, useState } from 'react';
import { App, type UploadFile } from 'antd';
import type { UploadChangeParam } from 'antd/es/upload';
import { useTranslation } from 'react-i18next';
import { savedFilesOf, storedFiles } from './saved-file';
import { errorOf, pathOf, settle, storedItem } from './upload-request';

/** Items for stored files (paths or saved records), as a form loads them. */
const itemsOf = (value: unknown): UploadFile[] =>
  storedFiles(value).map((f, i) => ({
    ...storedItem(f.path, i),
    ...(f.name ? { name: f.name } : {}),
    ...(f.size !== undefined ? { size: f.size } : {}),
  }));

/** The field's value for a list: comma-joined paths, or a JSON array of {fileName, filePath, fileSize} records. */
const valueOf = (files: UploadFile[], records: boolean) =>
  records ? JSON.stringify(savedFilesOf(files)) : files.map(pathOf).filter(Boolean).join(',');

/** A value in a comparable form, whichever form it came in. */
const identity = (value: unknown) =>
  storedFiles(value)
    .map((f) => f.path)
    .join(',');

/**
 * The upload list behind a comma-joined value (or, with `records`, a JSON array of saved file records): items for the stored paths, the server's answers
 * turned into done (with the path) or error (with the message), and `onChange` with the paths of the
 * finished items whenever they change. A failed upload also shows `{file} 上传失败.`.
 * @example const { files, handleChange } = useUploadList(value, onChange)
 */
export function useUploadList(
  value: unknown,
  onChange?: (value: string) => void,
  responseName?: string,
  records = false,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [files, setFiles] = useState<UploadFile[]>(() => itemsOf(value));
  const emitted = useRef(identity(value));

  // a value set from outside (a record loaded, the form reset) replaces the list
  useEffect(() => {
    const outside = identity(value);
    if (outside === emitted.current) return;
    emitted.current = outside;
    setFiles(itemsOf(value));
  }, [value]);

  function publish(next: UploadFile[]) {
    setFiles(next);
    const paths = next.map(pathOf).filter(Boolean).join(',');
    if (paths === emitted.current) return;
    emitted.current = paths;
    onChange?.(valueOf(next, records));
  }

  /** Moves an item one place left (-1) or right (+1); the value follows the new order. */
  function move(index: number, step: -1 | 1) {
    const to = index + step;
    if (to < 0) return void message.warning(t('web.upload.firstLeft'));
    if (to >= files.length) return void message.warning(t('web.upload.lastRight'));
    const next = [...files];
    [next[index], next[to]] = [next[to], next[index]];
    publish(next);
  }

  function handleChange({ file, fileList }: UploadChangeParam) {
    const next = fileList.map((f) => settle(f, responseName));
    const failed = next.find((f) => f.uid === file.uid && f.status === 'error');
    if (failed && file.status !== 'uploading') {
      void message.error(
        errorOf(failed) ? t('web.upload.fileFailed', { file: failed.name }) : t('web.upload.failed'),
      );
    }
    publish(next);
  }

  return { files, handleChange, move };
}
