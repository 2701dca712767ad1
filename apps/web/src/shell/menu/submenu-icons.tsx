import type { ComponentType } from 'react';
import {
  ApartmentOutlined, ApiOutlined, AppstoreOutlined, BankOutlined, CheckSquareOutlined, CloudServerOutlined,
  CloudUploadOutlined, CodeOutlined, ContactsOutlined, DatabaseOutlined, DesktopOutlined, EditOutlined,
  FieldTimeOutlined, FilePdfOutlined, FileTextOutlined, FundOutlined, GatewayOutlined, GlobalOutlined, HddOutlined,
  HistoryOutlined, IdcardOutlined, KeyOutlined, LineChartOutlined, LinkOutlined, MailOutlined, MenuOutlined,
  MessageOutlined, NotificationOutlined, PieChartOutlined, ProfileOutlined, ScheduleOutlined, SolutionOutlined,
  SwapOutlined, TeamOutlined, TrophyOutlined, UsergroupAddOutlined, WifiOutlined,
} from '@ant-design/icons';

/**
 * Icons of the rows below the top level of the seeded menus (only these, never the whole set): one chunk, fetched when a
 * submenu first opens, so the home page does not pay for them. Add here the icon of any new seeded menu row.
 */
export const SUBMENU_ICONS: Record<string, ComponentType> = {
  apartment: ApartmentOutlined,
  api: ApiOutlined,
  appstore: AppstoreOutlined,
  bank: BankOutlined,
  'check-square': CheckSquareOutlined,
  'cloud-server': CloudServerOutlined,
  'cloud-upload': CloudUploadOutlined,
  code: CodeOutlined,
  contacts: ContactsOutlined,
  database: DatabaseOutlined,
  desktop: DesktopOutlined,
  edit: EditOutlined,
  'field-time': FieldTimeOutlined,
  'file-pdf': FilePdfOutlined,
  'file-text': FileTextOutlined,
  fund: FundOutlined,
  gateway: GatewayOutlined,
  global: GlobalOutlined,
  hdd: HddOutlined,
  history: HistoryOutlined,
  idcard: IdcardOutlined,
  key: KeyOutlined,
  'line-chart': LineChartOutlined,
  link: LinkOutlined,
  mail: MailOutlined,
  menu: MenuOutlined,
  message: MessageOutlined,
  notification: NotificationOutlined,
  'pie-chart': PieChartOutlined,
  profile: ProfileOutlined,
  schedule: ScheduleOutlined,
  solution: SolutionOutlined,
  swap: SwapOutlined,
  team: TeamOutlined,
  trophy: TrophyOutlined,
  'usergroup-add': UsergroupAddOutlined,
  wifi: WifiOutlined,
};
