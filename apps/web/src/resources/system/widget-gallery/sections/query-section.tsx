import { useMemo, useState } from 'react';
import { Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toSuperQueryParams, type QueryFieldEntry, type SuperQuery } from '@weld/core';
import { SuperQueryButton, SuperQueryModal } from '../../../../widgets/super-query';

const PROCESSES = ['MIG', 'TIG', 'MMA', 'SAW'] as const;

/** The welding-machine register's fields in two groups, as a resource's field list would offer them. */
function machineFields(t: (key: string) => string): QueryFieldEntry[] {
  const label = (key: string) => t(`web.query.demo.${key}`);
  return [
    {
      value: 'machine',
      label: label('machine'),
      children: [
        { value: 'model', label: label('model'), type: 'string', dbType: 'string' },
        { value: 'powerKw', label: label('powerKw'), type: 'number', dbType: 'BigDecimal' },
        {
          value: 'process',
          label: label('process'),
          type: 'list',
          dbType: 'string',
          options: PROCESSES.map((p) => ({ value: p, label: label(`processes.${p}`) })),
        },
        { value: 'status', label: label('status'), type: 'list', dbType: 'string', dictCode: 'valid_status' },
        { value: 'releaseDate', label: label('releaseDate'), type: 'date', dbType: 'Date' },
        { value: 'lastService', label: label('lastService'), type: 'datetime', dbType: 'Datetime' },
        { value: 'owner', label: label('owner'), type: 'sel_user', dbType: 'string' },
        {
          value: 'inProduction',
          label: label('inProduction'),
          type: 'switch',
          dbType: 'string',
          options: [
            { value: 'Y', label: 'Y' },
            { value: 'N', label: 'N' },
          ],
        },
      ],
    },
    {
      value: 'params',
      label: label('params'),
      children: [
        { value: 'ratedCurrent', label: label('ratedCurrent'), type: 'number', dbType: 'int' },
        { value: 'dutyCycle', label: label('dutyCycle'), type: 'number', dbType: 'int' },
      ],
    },
  ];
}

/**
 * The gallery's 高级查询 tab: the toolbar button (active flag, tooltip with 清空) and the builder on the
 * welding-machine register, with the list parameters it emits; saved queries stay in this browser.
 * @example gallerySections.find((s) => s.key === 'query')
 */
export function QuerySection() {
  const { t } = useTranslation();
  const fields = useMemo(() => machineFields(t), [t]);
  const [query, setQuery] = useState<SuperQuery | null>(null);
  const [open, setOpen] = useState(false);
  const params = toSuperQueryParams(query);
  const shown = params
    ? {
        superQueryMatchType: params.superQueryMatchType,
        superQueryParams: JSON.parse(params.superQueryParams) as unknown,
      }
    : null;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        <Card size="small" title={t('web.query.title')}>
          <Typography.Paragraph type="secondary">{t('web.query.demo.intro')}</Typography.Paragraph>
          <Flex gap={8}>
            <SuperQueryButton
              active={Boolean(params)}
              onOpen={() => setOpen(true)}
              onClear={() => setQuery(null)}
            />
          </Flex>
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card size="small" title={t('web.query.demo.emitted')} className="query-emitted">
          {shown ? (
            <pre style={{ margin: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {JSON.stringify(shown, null, 2)}
            </pre>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('web.query.demo.nothing')} />
          )}
        </Card>
      </Col>
      <SuperQueryModal
        open={open}
        fields={fields}
        value={query}
        saveKey="widget-gallery-machine"
        onSearch={(q) => setQuery(q.params.length > 0 ? q : null)}
        onClose={() => setOpen(false)}
      />
    </Row>
  );
}
