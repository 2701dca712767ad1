import type { ReactNode } from 'react';
import {
  CheckOutlined,
  CloseOutlined,
  EditOutlined,
  FlagOutlined,
  LockOutlined,
  SendOutlined,
  StarOutlined,
  StopOutlined,
  SyncOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import type { BUTTON_ICONS } from '@weld/core';

/** The icon of each name a custom button may carry (core's BUTTON_ICONS): names are stored, never markup. */
export const BUTTON_ICON_NODES: Record<(typeof BUTTON_ICONS)[number], ReactNode> = {
  check: <CheckOutlined />,
  close: <CloseOutlined />,
  edit: <EditOutlined />,
  send: <SendOutlined />,
  lock: <LockOutlined />,
  unlock: <UnlockOutlined />,
  flag: <FlagOutlined />,
  star: <StarOutlined />,
  sync: <SyncOutlined />,
  stop: <StopOutlined />,
};

/** A stored icon name's node, none for an empty or unknown one. */
export const buttonIcon = (name: string | null | undefined): ReactNode =>
  name ? (BUTTON_ICON_NODES as Record<string, ReactNode>)[name] : undefined;
