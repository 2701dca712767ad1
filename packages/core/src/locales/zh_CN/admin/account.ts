/** Texts of the account settings' growth: avatar, bound phone and e-mail, notification preferences. */
export const account = {
  server: {
    account: {
      badAvatar: '头像必须是您本人上传的图片',
      avatarSaved: '头像已更新',
      samePhone: '新手机号与当前绑定的手机号相同',
      phoneNeedsCode: '更换手机号需要短信验证码，请使用“更换手机号”',
      phoneChanged: '手机号已更换',
      emailCopyNeedsEmail: '接收邮件副本前请先绑定邮箱',
      prefsSaved: '通知设置已保存',
    },
  },
  web: {
    account: {
      avatar: '头像',
      changeAvatar: '更换头像',
      removeAvatar: '移除头像',
      avatarHint: '支持 jpg、png、gif、webp 图片，上传后立即生效',
      binding: '账号绑定',
      boundPhone: '绑定手机',
      boundEmail: '绑定邮箱',
      change: '修改',
      bind: '绑定',
      changePhone: '更换手机号',
      newPhone: '新手机号',
      changeEmail: '修改邮箱',
      emailRequired: '请输入邮箱',
      notifications: '新消息通知',
      bellNotice: '通知公告',
      bellNoticeDesc: '通知公告显示在右上角的消息铃铛中',
      bellSystem: '系统消息',
      bellSystemDesc: '系统消息显示在右上角的消息铃铛中',
      emailCopy: '邮件副本',
      emailCopyDesc: '收到消息时同时发送一封邮件到绑定邮箱',
      emailCopyNoEmail: '请先绑定邮箱',
    },
  },
};
