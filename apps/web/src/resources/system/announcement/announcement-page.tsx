import { useMemo } from 'react';
import { Form, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { announcement, fieldLabelKey, isElementVisible, SEND_STATUS, RIGHTS } from '@weld/core';
import { useAuthContext } from '../../../lib/use-session';
import { resourceKeys, type Row } from '../../../kit/resource-api';
import { ResourcePage, type ResourcePageSlots } from '../../../kit/resource-page';
import { UserPicker } from '../../../widgets/user-picker/user-picker';
import { PRIORITY_COLORS } from '../../../widgets/notice/notice-api';
import { ReleaseAction } from './announcement-actions';

const STATUS_COLORS: Record<string, string> = {
  [SEND_STATUS.draft]: 'default',
  [SEND_STATUS.published]: 'green',
  [SEND_STATUS.revoked]: 'orange',
};
/** the recipients are chosen with the user picker, shown only for 指定用户 */
const PICKED = { create: ['userIds'], edit: ['userIds'] } as const;

const tag = (colors: Record<string, string>, key: string) => (value: unknown, record: Row) =>
  value === null || value === undefined ? null : (
    <Tag color={colors[String(value)] ?? 'default'}>{String(record[`${key}_dictText`] ?? value)}</Tag>
  );

/**
 * 通告管理 ('system/AnnouncementList'): the kit's list over announcements with priority colours, 发布 and
 * 撤销 in each row (right `system:announcement:release`) and the user picker for 指定用户.
 * @example pageRegistry['system/AnnouncementList']
 */
export function AnnouncementPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const auth = useAuthContext();
  const canRelease = isElementVisible(RIGHTS.announcement.release, auth);

  const slots = useMemo<ResourcePageSlots>(
    () => ({
      cells: { priority: tag(PRIORITY_COLORS, 'priority'), sendStatus: tag(STATUS_COLORS, 'sendStatus') },
      rowActions: canRelease
        ? (record) => (
            <ReleaseAction
              record={record}
              onChanged={() =>
                void queryClient.invalidateQueries({ queryKey: resourceKeys(announcement.name).all })
              }
            />
          )
        : undefined,
      formSection: () => (
        <Form.Item noStyle shouldUpdate={(a, b) => a.msgType !== b.msgType}>
          {({ getFieldValue }) =>
            getFieldValue('msgType') === 'USER' && (
              <Form.Item
                name="userIds"
                label={t(fieldLabelKey(announcement, 'userIds'))}
                rules={[{ required: true, message: t('web.announcement.pickUsers') }]}
              >
                <UserPicker multiple />
              </Form.Item>
            )
          }
        </Form.Item>
      ),
    }),
    [t, canRelease, queryClient],
  );

  return <ResourcePage definition={announcement} slots={slots} formOmit={PICKED} />;
}
