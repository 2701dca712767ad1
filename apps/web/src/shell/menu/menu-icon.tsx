import {
  ApiOutlined, AppstoreOutlined, CheckCircleOutlined, DashboardOutlined, FileTextOutlined, GlobalOutlined, HomeOutlined,
  SettingOutlined, ToolOutlined, UserOutlined, WarningOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Icon names the menu seed may carry (antd names, with or without suffix); anything else gets a neutral icon. */
const ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  home: <HomeOutlined />,
  user: <UserOutlined />,
  warning: <WarningOutlined />,
  'check-circle': <CheckCircleOutlined />,
  'check-circle-o': <CheckCircleOutlined />,
  tool: <ToolOutlined />,
  setting: <SettingOutlined />,
  api: <ApiOutlined />,
  global: <GlobalOutlined />,
  'file-text': <FileTextOutlined />,
};

export function menuIcon(name?: string | null): ReactNode {
  if (!name) return undefined;
  const key = name.replace(/(Outlined|Filled|TwoTone)$/, '').replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
  return ICONS[key] ?? <AppstoreOutlined />;
}
