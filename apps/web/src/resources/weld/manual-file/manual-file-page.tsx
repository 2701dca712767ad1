import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { weldManualFile } from '@weld/core';
import { resourceKeys, type Row } from '../../../kit/resource-api';
import { ResourcePage, type ResourcePageSlots } from '../../../kit/resource-page';
import { FilePreview } from './file-preview';
import { HistoryDrawer } from './history-drawer';
import { ManualFileActions } from './manual-file-actions';
import { manualFileCells } from './manual-file-cells';
import { ManualFileUpload } from './manual-file-upload';
import { NewVersionModal } from './new-version-modal';

const LATEST = { latest: '1' };

/**
 * 文件列表 ('weld/ManualFileList'): the kit's list over manuals and files, the file uploaded with progress
 * (the server answers size and SHA-256), preview, counted download, 发布 / 归档, 新版本 and the history of
 * a document's versions.
 * @example pageRegistry['weld/ManualFileList']
 */
export function ManualFilePage({ fixed }: { fixed?: Record<string, string> } = {}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // a document shows once, at its newest version; its older versions are in 历史 (or shown on request)
  const [latestOnly, setLatestOnly] = useState(true);
  const [preview, setPreview] = useState<Row | null>(null);
  const [newVersion, setNewVersion] = useState<Row | null>(null);
  const [history, setHistory] = useState<Row | null>(null);
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: resourceKeys(weldManualFile.name).all }),
    [queryClient],
  );
  const closePreview = useCallback(() => setPreview(null), []);

  const slots = useMemo<ResourcePageSlots>(
    () => ({
      cells: manualFileCells,
      toolbar: (
        <Checkbox checked={latestOnly} onChange={(e) => setLatestOnly(e.target.checked)}>
          {t('web.weldManual.latestOnly')}
        </Checkbox>
      ),
      controls: { file: () => <ManualFileUpload /> },
      hints: { version: t('web.formHints.manualVersion') },
      rowActions: (record) => (
        <ManualFileActions
          record={record}
          onPreview={setPreview}
          onNewVersion={setNewVersion}
          onHistory={setHistory}
          onChanged={refresh}
        />
      ),
    }),
    [refresh, latestOnly, t],
  );

  return (
    <>
      <ResourcePage
        definition={weldManualFile}
        fixed={fixed}
        slots={slots}
        listParams={latestOnly ? LATEST : undefined}
      />
      <FilePreview record={preview} onClose={closePreview} />
      <NewVersionModal record={newVersion} onClose={() => setNewVersion(null)} onAdded={refresh} />
      <HistoryDrawer
        record={history}
        onClose={() => setHistory(null)}
        actions={(version) => (
          <ManualFileActions record={version} onPreview={setPreview} onChanged={refresh} />
        )}
      />
    </>
  );
}
