import { useMemo } from 'react';
import { Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FIRMWARE_STATUS, isElementVisible, weldFirmware, WELD_FIRMWARE_FOLDER } from '@weld/core';
import { useAuthContext } from '../../../lib/use-session';
import { resourceKeys, type Row } from '../../../kit/resource-api';
import { ResourcePage, type ResourcePageSlots } from '../../../kit/resource-page';
import { DepartSelect } from '../../../widgets/depart-select/depart-select';
import { FileUpload } from '../../../widgets/upload/file-upload';
import { FirmwareNotesTabs } from './firmware-notes-tabs';
import { FirmwareDownloadAction } from './firmware-download-action';
import { FirmwareStatusAction } from './firmware-status-action';

const STATUS_COLORS: Record<string, string> = {
  [FIRMWARE_STATUS.testing]: 'blue',
  [FIRMWARE_STATUS.released]: 'green',
  [FIRMWARE_STATUS.withdrawn]: 'default',
};
/** the notes are edited in the tabs below the generated fields */
const IN_TABS = ['notesZh', 'notesEn', 'notesRu'] as const;
const OMIT = { create: IN_TABS, edit: IN_TABS } as const;
/** raw images (.bin, Intel .hex), which only the firmware folder takes, and the allow-list's packages */
const PACKAGES = '.bin,.hex,.zip,.gz,.7z,.rar';

/**
 * 固件升级 ('weld/FirmwareList'): the kit's list of firmware in semantic version order, with the status
 * as a coloured tag, 下载 of the file, 发布 / 撤回 by right, the file uploaded into the private folder
 * weld/firmware (the server computes its size and checksum), target organisations picked from the department tree and the release notes in
 * three language tabs.
 * @example pageRegistry['weld/FirmwareList']
 */
export function FirmwarePage({ fixed }: { fixed?: Record<string, string> } = {}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const auth = useAuthContext();
  const rights = {
    release: isElementVisible('weld:firmware:release', auth),
    withdraw: isElementVisible('weld:firmware:withdraw', auth),
  };

  const slots = useMemo<ResourcePageSlots>(
    () => ({
      cells: {
        status: (value: unknown, record: Row) =>
          value ? (
            <Tag color={STATUS_COLORS[String(value)] ?? 'default'}>
              {String(record.status_dictText ?? value)}
            </Tag>
          ) : null,
        targetOrgs: (_value: unknown, record: Row) =>
          String(record.targetOrgs_dictText ?? t('web.weldFirmware.allOrgs')),
      },
      controls: {
        // private folder: no link to the static route, which refuses it; 下载 fetches the file instead
        file: () => (
          <FileUpload biz={WELD_FIRMWARE_FOLDER} maxCount={1} accept={PACKAGES} allowDownload={false} />
        ),
        // no target: every organisation gets it, which the empty picker says
        targetOrgs: () => <DepartSelect multiple placeholder={t('web.weldFirmware.allOrgs')} />,
      },
      rowActions: (record) => (
        <>
          {record.file ? <FirmwareDownloadAction record={record} /> : null}
          {(rights.release || rights.withdraw) && (
            <FirmwareStatusAction
              record={record}
              rights={rights}
              onChanged={() =>
                void queryClient.invalidateQueries({ queryKey: resourceKeys(weldFirmware.name).all })
              }
            />
          )}
        </>
      ),
      formSection: () => <FirmwareNotesTabs />,
      hints: { version: t('web.formHints.semver'), minVersion: t('web.formHints.minVersion') },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rights are two booleans, compared by value
    [t, queryClient, rights.release, rights.withdraw],
  );

  return <ResourcePage definition={weldFirmware} fixed={fixed} slots={slots} formOmit={OMIT} />;
}
