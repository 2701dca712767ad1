import { Tag } from 'antd';
import { formatBytes } from '../../../lib/format-bytes';
import type { Row } from '../../../kit/resource-api';

/** Status colours: a draft is grey, published green, archived orange. */
export const STATUS_COLORS: Record<string, string> = {
  draft: 'default',
  published: 'green',
  archived: 'orange',
};
const SECURITY_COLORS: Record<string, string> = { public: 'green', internal: 'blue', confidential: 'red' };

const tag = (colors: Record<string, string>, key: string) => (value: unknown, record: Row) =>
  value === null || value === undefined ? null : (
    <Tag color={colors[String(value)] ?? 'default'}>{String(record[`${key}_dictText`] ?? value)}</Tag>
  );

/** The file list's own cells: coloured status and security level, sizes in KB/MB. */
export const manualFileCells = {
  status: tag(STATUS_COLORS, 'status'),
  securityLevel: tag(SECURITY_COLORS, 'securityLevel'),
  fileSize: (value: unknown) => (value === null || value === undefined ? null : formatBytes(Number(value))),
};
