import { useEffect, useState } from 'react';
import { Alert, List, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { nextFireTimes } from '@weld/core';

/** Preview waits this long after the last change (spec: 500 ms). */
export const PREVIEW_DEBOUNCE_MS = 500;
/** Number of run times shown. */
export const PREVIEW_COUNT = 10;

type Preview = { times: string[] } | { error: string };

function compute(expression: string): Preview {
  try {
    return { times: nextFireTimes(expression, new Date(), PREVIEW_COUNT).map((d) => dayjs(d).format('YYYY-MM-DD HH:mm:ss')) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/**
 * The next 10 run times of an expression in the browser's zone, 500 ms after it last changed; the year
 * field counts, as it does for the scheduler.
 * @example <CronPreview expression="0 0 2 * * ?" columns={2} />
 */
export function CronPreview({ expression, columns = 1 }: { expression: string; columns?: number }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<Preview | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setPreview(compute(expression)), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [expression]);
  return (
    <div data-testid="cron-preview">
      <Typography.Text strong>{t('web.cron.preview')}</Typography.Text>
      {preview && 'error' in preview && <Alert type="error" showIcon title={t('web.cron.invalid', { message: preview.error })} style={{ marginTop: 8 }} />}
      {preview && 'times' in preview && (
        <List
          size="small"
          grid={columns > 1 ? { column: columns, gutter: 16 } : undefined}
          dataSource={preview.times}
          locale={{ emptyText: t('web.cron.noTimes') }}
          renderItem={(time, index) => <List.Item style={{ padding: '2px 0', marginBottom: 0 }}>{`${index + 1}. ${time}`}</List.Item>}
        />
      )}
    </div>
  );
}
