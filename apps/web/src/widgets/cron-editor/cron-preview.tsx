import { useEffect, useState } from 'react';
import { Alert, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { nextFireTimes } from '@weld/core';
import { formatInZone, useServerTimeZone, zoneLabel } from '../../lib/server-time';

/** Preview waits this long after the last change (spec: 500 ms). */
export const PREVIEW_DEBOUNCE_MS = 500;
/** Number of run times shown. */
export const PREVIEW_COUNT = 10;

type Preview = { times: string[] } | { error: string };

function compute(expression: string, timeZone: string): Preview {
  try {
    return {
      times: nextFireTimes(expression, new Date(), PREVIEW_COUNT, timeZone).map((d) =>
        formatInZone(d, timeZone),
      ),
    };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/**
 * The next 10 run times of an expression in the server's zone (where the scheduler fires them, whatever
 * the browser's zone), named under the list, 500 ms after it last changed; the year field counts, as it
 * does for the scheduler.
 * @example <CronPreview expression="0 0 2 * * ?" columns={2} />
 */
export function CronPreview({ expression, columns = 1 }: { expression: string; columns?: number }) {
  const { t } = useTranslation();
  const timeZone = useServerTimeZone();
  const [preview, setPreview] = useState<Preview | null>(null);
  useEffect(() => {
    if (!timeZone) return undefined;
    const timer = setTimeout(() => setPreview(compute(expression, timeZone)), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [expression, timeZone]);
  return (
    <div data-testid="cron-preview">
      <div>
        <Typography.Text strong>{t('web.cron.preview')}</Typography.Text>
        {timeZone && (
          <Typography.Text type="secondary" data-testid="cron-zone" style={{ marginLeft: 8 }}>
            {t('web.timeZone.label', { zone: zoneLabel(timeZone) })}
          </Typography.Text>
        )}
      </div>
      {preview && 'error' in preview && (
        <Alert
          type="error"
          showIcon
          title={t('web.cron.invalid', { message: preview.error })}
          style={{ marginTop: 8 }}
        />
      )}
      {preview && 'times' in preview && (
        <List
          size="small"
          grid={columns > 1 ? { column: columns, gutter: 16 } : undefined}
          dataSource={preview.times}
          locale={{ emptyText: t('web.cron.noTimes') }}
          renderItem={(time, index) => (
            <List.Item style={{ padding: '2px 0', marginBottom: 0 }}>{`${index + 1}. ${time}`}</List.Item>
          )}
        />
      )}
    </div>
  );
}
