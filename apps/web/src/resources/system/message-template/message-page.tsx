import { Tag } from 'antd';
import { message, SEND_OUTCOME } from '@weld/core';
import type { Row } from '../../../kit/resource-api';
import { ResourcePage } from '../../../kit/resource-page';

const OUTCOME_COLORS: Record<string, string> = {
  [SEND_OUTCOME.pending]: 'default',
  [SEND_OUTCOME.sent]: 'green',
  [SEND_OUTCOME.failed]: 'red',
};
const SLOTS = {
  cells: {
    esSendStatus: (value: unknown, record: Row) =>
      value ? (
        <Tag color={OUTCOME_COLORS[String(value)] ?? 'default'}>
          {String(record.esSendStatus_dictText ?? value)}
        </Tag>
      ) : null,
  },
};

/**
 * 消息记录 ('system/MessageList'): the send history, listed, searched, exported and deleted through the
 * kit; rows are written by sending only, so the menu grants no add or edit.
 * @example pageRegistry['system/MessageList']
 */
export function MessagePage() {
  return <ResourcePage definition={message} slots={SLOTS} />;
}
