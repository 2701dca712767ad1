import { useState } from 'react';
import { App, Avatar, Button, Space, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@weld/core';
import { errorText } from '../../../lib/api/error-text';
import { session } from '../../../lib/session';
import { ImageUpload } from '../../../widgets/upload/image-upload';
import { staticUrl } from '../../../widgets/upload/static-url';
import { profileApi } from './account-api';

/**
 * 头像 of the basic settings: the current avatar, an image upload (folder avatar) that becomes the avatar
 * as soon as it is stored, and 移除头像.
 * @example <AvatarEditor user={user} canEdit />
 */
export function AvatarEditor({ user, canEdit }: { user: UserInfo; canEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [avatar, setAvatar] = useState(user.avatar ?? '');
  // the upload widget starts afresh after each save, so it offers the next choice rather than the last image
  const [round, setRound] = useState(0);

  const save = async (path: string) => {
    try {
      const r = await profileApi.setAvatar(path);
      setAvatar(r.userInfo.avatar ?? '');
      session.setUserInfo(r.userInfo);
      await queryClient.invalidateQueries({ queryKey: ['user'] });
      void message.success(t('web.account.saved'));
    } catch (e) {
      void message.error(errorText(e, t('web.account.saveFailed')));
    } finally {
      setRound((r) => r + 1);
    }
  };

  return (
    <Space direction="vertical" align="center" style={{ width: '100%' }}>
      <Typography.Text strong>{t('web.account.avatar')}</Typography.Text>
      <Avatar
        size={112}
        src={avatar ? staticUrl(avatar) : undefined}
        icon={<UserOutlined />}
        alt={t('web.account.avatar')}
      />
      {canEdit && (
        <>
          <ImageUpload key={round} biz="avatar" value="" onChange={(v) => v && void save(v)} />
          <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center' }}>
            {t('web.account.avatarHint')}
          </Typography.Text>
          {avatar && (
            <Button size="small" onClick={() => void save('')}>
              {t('web.account.removeAvatar')}
            </Button>
          )}
        </>
      )}
    </Space>
  );
}
