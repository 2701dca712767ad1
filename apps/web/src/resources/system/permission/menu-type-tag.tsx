import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS = ['blue', 'green', 'orange'] as const;

/** 一级菜单 / 子菜单 / 按钮/权限 as a coloured tag. */
export function MenuTypeTag({ type }: { type: number }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[type] ?? 'default'}>{t(`web.sysPermission.type${type}`)}</Tag>;
}
