import { useMemo, useState } from 'react';
import { Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { weldProject, weldProjectLevel } from '@weld/core';
import { ResourcePage } from '../../../kit/resource-page';
import type { Row } from '../../../kit/resource-api';
import type { CellSlot } from '../../../kit/use-resource-table';
import { RecordSelect } from './record-select';

const swatch: CellSlot = (value) =>
  value ? (
    <Space size={6}>
      <span
        style={{
          display: 'inline-block',
          width: 14,
          height: 14,
          borderRadius: 3,
          background: String(value),
          verticalAlign: 'middle',
        }}
      />
      {String(value)}
    </Space>
  ) : null;

/** A project's level as a tag in the level's colour. */
const levelTag: CellSlot = (_value, record) =>
  record.levelId_dictText ? (
    <Tag color={String(record.levelColour ?? 'default')}>{String(record.levelId_dictText)}</Tag>
  ) : null;

/** The projects of one level, with the kit's form; a new project starts in that level. */
function LevelProjects({ level }: { level: Row }) {
  const { t } = useTranslation();
  const listParams = useMemo(() => ({ level: level.id }), [level.id]);
  return (
    <div data-testid="level-projects">
      <Typography.Title level={5} style={{ margin: '4px 0 12px' }}>
        {t('web.weldProject.projectsOf', { level: String(level.name) })}
      </Typography.Title>
      <ResourcePage
        definition={weldProject}
        listParams={listParams}
        slots={{
          cells: { levelId: levelTag },
          controls: {
            levelId: ({ placeholder, mode }) => (
              <RecordSelect
                definition={weldProjectLevel}
                placeholder={placeholder}
                initial={mode === 'create' ? level.id : undefined}
              />
            ),
          },
        }}
      />
    </div>
  );
}

/**
 * 项目等级 ('weld/ProjectLevelList'): the levels above; 查看项目 on a level lists its projects below, both
 * with the kit's forms and rights. The server refuses to delete a level that still holds projects.
 * @example pageRegistry['weld/ProjectLevelList']
 */
export function ProjectLevelPage() {
  const { t } = useTranslation();
  const [level, setLevel] = useState<Row | null>(null);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <ResourcePage
        definition={weldProjectLevel}
        slots={{
          cells: { colour: swatch },
          rowActions: (record) => (
            <Button
              type="link"
              size="small"
              onClick={() => setLevel(record)}
              disabled={level?.id === record.id}
            >
              {t('web.weldProject.showProjects')}
            </Button>
          ),
        }}
      />
      {level ? (
        <LevelProjects key={level.id} level={level} />
      ) : (
        <Card variant="borderless">
          <Empty description={t('web.weldProject.chooseLevel')} />
        </Card>
      )}
    </Space>
  );
}
