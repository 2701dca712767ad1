import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import {
  BellOutlined,
  BookOutlined,
  BorderOutlined,
  CheckCircleOutlined,
  CloudOutlined,
  ClusterOutlined,
  DashboardOutlined,
  FundProjectionScreenOutlined,
  HomeOutlined,
  SafetyOutlined,
  SettingOutlined,
  ToolOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { iconName } from '../../widgets/icon-picker/icon-name';

/** Icons of the top-level rows of the seeded menus: on screen with the shell, so bundled with it. */
export const TOP_ICONS: Record<string, ComponentType> = {
  home: HomeOutlined,
  dashboard: DashboardOutlined,
  'fund-projection-screen': FundProjectionScreenOutlined,
  user: UserOutlined,
  warning: WarningOutlined,
  'check-circle': CheckCircleOutlined,
  'check-circle-o': CheckCircleOutlined,
  tool: ToolOutlined,
  setting: SettingOutlined,
  bell: BellOutlined,
  book: BookOutlined,
  safety: SafetyOutlined,
  cluster: ClusterOutlined,
  cloud: CloudOutlined,
};

/** What a name no map knows shows (a row an administrator gave another icon): never the whole icon set. */
const NeutralIcon = BorderOutlined;

const icons = new Map<string, ComponentType>();

/** A submenu row's icon from the one lazy chunk of submenu icons; an unknown name gets the neutral icon. */
function submenuIcon(name: string): ComponentType {
  let Icon = icons.get(name);
  if (!Icon) {
    // an icon chunk that cannot load leaves its place empty rather than taking the menu down
    const empty: ComponentType = () => null;
    Icon = lazy(() =>
      import('./submenu-icons').then(
        (m): { default: ComponentType } => ({ default: m.SUBMENU_ICONS[name] ?? NeutralIcon }),
        () => ({ default: empty }),
      ),
    );
    icons.set(name, Icon);
  }
  return Icon;
}

/** The icon of a menu row by its stored name. */
export function menuIcon(name?: string | null): ReactNode {
  if (!name) return undefined;
  // 'UsergroupAddOutlined' and 'usergroup-add' are the same icon
  const key = iconName(name);
  const Top = TOP_ICONS[key];
  if (Top) return <Top />;
  const Icon = submenuIcon(key);
  return (
    <Suspense fallback={null}>
      <Icon />
    </Suspense>
  );
}
