import { Card, Col, Descriptions, Progress, Row, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { monitorApi } from './monitor-api';
import { formatBytes } from './monitor-format';
import { MonitorFrame } from './monitor-frame';
import { useMonitor } from './use-monitor';

/** 数据库信息: which database, its version and size, its tables and the pool's connections. */
export function DatabasePage() {
  const { t } = useTranslation();
  const { query, auto, setAuto } = useMonitor('database', monitorApi.database);
  const d = query.data;
  const L = (k: string) => t(`web.monitor.database.${k}`);
  return (
    <MonitorFrame query={query} auto={auto} setAuto={setAuto}>
      {!d ? (
        <Skeleton active />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title={L('dialect')} value={d.dialect} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title={L('size')} value={formatBytes(d.size)} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title={L('tables')} value={d.tables} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title={L('poolOpen')} value={d.pool.open} suffix={`/ ${d.pool.max}`} />
              </Card>
            </Col>
          </Row>
          <Card size="small" title={L('pool')}>
            <Progress
              aria-label={L('pool')}
              percent={Math.round(((d.pool.open - d.pool.idle) / d.pool.max) * 100)}
              success={{ percent: Math.round((d.pool.idle / d.pool.max) * 100) }}
            />
            <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }} style={{ marginTop: 12 }}>
              <Descriptions.Item label={L('poolMax')}>{d.pool.max}</Descriptions.Item>
              <Descriptions.Item label={L('poolOpen')}>{d.pool.open}</Descriptions.Item>
              <Descriptions.Item label={L('poolIdle')}>{d.pool.idle}</Descriptions.Item>
              <Descriptions.Item label={L('poolWaiting')}>{d.pool.waiting}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card size="small">
            <Descriptions size="small" bordered column={1}>
              <Descriptions.Item label={L('version')}>{d.version}</Descriptions.Item>
            </Descriptions>
          </Card>
        </>
      )}
    </MonitorFrame>
  );
}
