import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import {
  ApiOutlined, CheckCircleOutlined, DashboardOutlined, FileTextOutlined, GlobalOutlined, HomeOutlined, IdcardOutlined,
  LinkOutlined, SettingOutlined, ToolOutlined, UserOutlined, WarningOutlined,
} from '@ant-design/icons';
import { NamedIcon } from '../../widgets/icon-picker/named-icon';

/** Icons of the top-level and foundation menu rows, bundled with the shell. */
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
};

type IconModule = Promise<{ default: ComponentType }>;

/**
 * Icons of the administration pages: each its own small chunk, fetched when its submenu opens, so the
 * home page does not pay for them.
 */
const SUBMENU_ICONS: Record<string, () => IconModule> = {
  solution: () => import('@ant-design/icons/es/icons/SolutionOutlined'),
  team: () => import('@ant-design/icons/es/icons/TeamOutlined'),
  menu: () => import('@ant-design/icons/es/icons/MenuOutlined'),
  'usergroup-add': () => import('@ant-design/icons/es/icons/UsergroupAddOutlined'),
  apartment: () => import('@ant-design/icons/es/icons/ApartmentOutlined'),
  book: () => import('@ant-design/icons/es/icons/BookOutlined'),
  cluster: () => import('@ant-design/icons/es/icons/ClusterOutlined'),
  safety: () => import('@ant-design/icons/es/icons/SafetyOutlined'),
  bank: () => import('@ant-design/icons/es/icons/BankOutlined'),
  'check-square': () => import('@ant-design/icons/es/icons/CheckSquareOutlined'),
  edit: () => import('@ant-design/icons/es/icons/EditOutlined'),
  database: () => import('@ant-design/icons/es/icons/DatabaseOutlined'),
  contacts: () => import('@ant-design/icons/es/icons/ContactsOutlined'),
  gateway: () => import('@ant-design/icons/es/icons/GatewayOutlined'),
  appstore: () => import('@ant-design/icons/es/icons/AppstoreOutlined'),
  'field-time': () => import('@ant-design/icons/es/icons/FieldTimeOutlined'),
  notification: () => import('@ant-design/icons/es/icons/NotificationOutlined'),
  bell: () => import('@ant-design/icons/es/icons/BellOutlined'),
  mail: () => import('@ant-design/icons/es/icons/MailOutlined'),
  'cloud-upload': () => import('@ant-design/icons/es/icons/CloudUploadOutlined'),
};
const lazyIcons = new Map<string, LazyExoticComponent<ComponentType>>();

function SubmenuIcon({ name }: { name: string }) {
  let Icon = lazyIcons.get(name);
  // an icon that cannot load leaves its place empty rather than taking the menu down
  if (!Icon) lazyIcons.set(name, (Icon = lazy(() => SUBMENU_ICONS[name]().catch(() => ({ default: () => null })))));
  return (
    <Suspense fallback={null}>
      <Icon />
    </Suspense>
  );
}

/** The icon of a menu row by its stored name; an icon an administrator picked later comes from the icon picker's lazy set. */
export function menuIcon(name?: string | null): ReactNode {
  if (!name) return undefined;
  const key = name.replace(/(Outlined|Filled|TwoTone)$/, '').replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
  if (ICONS[key]) return ICONS[key];
  if (SUBMENU_ICONS[key]) return <SubmenuIcon name={key} />;
  return <NamedIcon name={key} />;
}
