import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { isElementVisible, MANUAL_FILE_STATUS, RIGHTS } from '@weld/core';
import { useAuthContext } from '../../../lib/use-session';
import { saveFile } from '../../../lib/save-file';
import type { Row } from '../../../kit/resource-api';
import { manualFileApi, previewKind } from './manual-file-api';

/** Rights of the file list's own buttons. */
export const MANUAL_RIGHTS = {
  publish: RIGHTS.manualFile.publish,
  archive: RIGHTS.manualFile.archive,
  add: RIGHTS.manualFile.add,
  edit: RIGHTS.manualFile.edit,
} as const;

interface Props {
  record: Row;
  onPreview(record: Row): void;
  onNewVersion?(record: Row): void;
  onHistory?(record: Row): void;
  /** after a status step or a download (the count changed) */
  onChanged(): void;
}

/**
 * 预览 (PDFs and images), 下载 (counted; drafts only for editors), 发布 / 归档 by status and right,
 * 新版本 and 历史 of one file.
 * @example rowActions: (record) => <ManualFileActions record={record} … />
 */
export function ManualFileActions({ record, onPreview, onNewVersion, onHistory, onChanged }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const auth = useAuthContext();
  const can = (right: string) => isElementVisible(right, auth);
  const status = String(record.status);
  const downloadable = status !== MANUAL_FILE_STATUS.draft || can(MANUAL_RIGHTS.edit);

  const download = async () => {
    const got = await manualFileApi.download(String(record.id)).catch(() => null);
    if (!got) return;
    saveFile(got.data, got.fileName ?? String(record.fileName ?? 'file'));
    onChanged();
  };
  const step = async (call: () => Promise<unknown>, done: string) => {
    if ((await call().catch(() => null)) === null) return;
    void message.success(t(done));
    onChanged();
  };

  return (
    <>
      {downloadable && previewKind(record.fileName) && (
        <Button type="link" size="small" onClick={() => onPreview(record)}>
          {t('web.weldManual.preview')}
        </Button>
      )}
      {downloadable && (
        <Button type="link" size="small" onClick={() => void download()}>
          {t('web.weldManual.download')}
        </Button>
      )}
      {status === MANUAL_FILE_STATUS.draft && can(MANUAL_RIGHTS.publish) && (
        <Popconfirm
          title={t('web.weldManual.confirmPublish')}
          okText={t('common.ok')}
          cancelText={t('common.cancel')}
          onConfirm={() =>
            step(() => manualFileApi.publish(String(record.id)), 'web.weldManual.publishedDone')
          }
        >
          <Button type="link" size="small">
            {t('web.weldManual.publish')}
          </Button>
        </Popconfirm>
      )}
      {status === MANUAL_FILE_STATUS.published && can(MANUAL_RIGHTS.archive) && (
        <Popconfirm
          title={t('web.weldManual.confirmArchive')}
          okText={t('common.ok')}
          cancelText={t('common.cancel')}
          onConfirm={() =>
            step(() => manualFileApi.archive(String(record.id)), 'web.weldManual.archivedDone')
          }
        >
          <Button type="link" size="small">
            {t('web.weldManual.archive')}
          </Button>
        </Popconfirm>
      )}
      {onNewVersion && can(MANUAL_RIGHTS.add) && (
        <Button type="link" size="small" onClick={() => onNewVersion(record)}>
          {t('web.weldManual.newVersion')}
        </Button>
      )}
      {onHistory && (
        <Button type="link" size="small" onClick={() => onHistory(record)}>
          {t('web.weldManual.history')}
        </Button>
      )}
    </>
  );
}
