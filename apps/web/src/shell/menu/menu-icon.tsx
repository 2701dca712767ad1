import {
  ApartmentOutlined, ApiOutlined, BankOutlined, BookOutlined, CheckCircleOutlined, CheckSquareOutlined, ClusterOutlined,
  ContactsOutlined, DashboardOutlined, DatabaseOutlined, EditOutlined, FileTextOutlined, GatewayOutlined, GlobalOutlined,
  HomeOutlined, IdcardOutlined, LinkOutlined, MenuOutlined, SafetyOutlined, SettingOutlined, SolutionOutlined, TeamOutlined,
  ToolOutlined, UsergroupAddOutlined, UserOutlined, WarningOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { NamedIcon } from '../../widgets/icon-picker/named-icon';

/**
 * Icons of the seeded menu rows, bundled with the shell; an icon an administrator picked later comes from
 * the icon picker's lazily loaded set, so the shell does not carry every icon.
 */
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
  link: <LinkOutlined />,
  idcard: <IdcardOutlined />,
  'file-text': <FileTextOutlined />,
  solution: <SolutionOutlined />,
  team: <TeamOutlined />,
  menu: <MenuOutlined />,
  'usergroup-add': <UsergroupAddOutlined />,
  apartment: <ApartmentOutlined />,
  book: <BookOutlined />,
  cluster: <ClusterOutlined />,
  safety: <SafetyOutlined />,
  bank: <BankOutlined />,
  'check-square': <CheckSquareOutlined />,
  edit: <EditOutlined />,
  database: <DatabaseOutlined />,
  contacts: <ContactsOutlined />,
  gateway: <GatewayOutlined />,
};

export function menuIcon(name?: string | null): ReactNode {
  if (!name) return undefined;
  const key = name.replace(/(Outlined|Filled|TwoTone)$/, '').replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
  return ICONS[key] ?? <NamedIcon name={key} />;
}
