import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, weldProject, weldProjectLog } from '@weld/core';
import { ResourcePage } from '../../../kit/resource-page';
import type { ResourceUrls } from '../../../kit/resource-api';
import type { CellSlot } from '../../../kit/use-resource-table';
import { RecordSelect } from './record-select';

/** The server writes the log; the page lists it and adds notes (添加记录, the add endpoint), nothing else. */
const URLS: Partial<ResourceUrls> = {
  edit: null,
  delete: null,
  deleteBatch: null,
  queryById: null,
  exportXls: null,
  importExcel: null,
};

const ACTION_COLORS: Record<string, string> = {
  create: 'green',
  edit: 'blue',
  level: 'purple',
  status: 'orange',
  transfer: 'cyan',
  note: 'default',
};

const cells: Partial<Record<string, CellSlot>> = {
  projectId: (value, record) => String(record.projectId_dictText ?? value ?? ''),
  action: (value, record) =>
    value ? <Tag color={ACTION_COLORS[String(value)]}>{String(record.action_dictText ?? value)}</Tag> : null,
  content: (value) => (
    <Typography.Paragraph style={{ margin: 0, maxWidth: 560 }}>{String(value ?? '')}</Typography.Paragraph>
  ),
};

/**
 * 项目日志 ('weld/ProjectLogList'): who did what on which project and when, filtered by project, operator,
 * action and time; 添加记录 (weld:projectLog:add) writes a note on a project through the kit's form.
 * @example pageRegistry['weld/ProjectLogList']
 */
export function ProjectLogPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage
      definition={weldProjectLog}
      urls={URLS}
      slots={{
        cells,
        addLabel: t('web.weldProjectLog.addNote'),
        controls: {
          projectId: ({ field }) => (
            <RecordSelect
              definition={weldProject}
              placeholder={t('web.kit.selectPlaceholder', {
                label: t(fieldLabelKey(weldProjectLog, field.key)),
              })}
              style={{ width: '100%' }}
            />
          ),
        },
        searchControls: {
          projectId: ({ field }) => (
            <RecordSelect
              definition={weldProject}
              placeholder={t('web.kit.selectPlaceholder', {
                label: t(fieldLabelKey(weldProjectLog, field.key)),
              })}
              style={{ width: 200 }}
            />
          ),
        },
      }}
    />
  );
}
