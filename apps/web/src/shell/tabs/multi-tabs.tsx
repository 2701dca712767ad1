import { useLayoutEffect, useRef } from 'react';
import { Dropdown, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PageTab } from './tabs-model';
import type { TabCommand } from './use-tabs';

interface Props {
  tabs: PageTab[];
  active: string;
  onClose: (key: string) => void;
  onCommand: (cmd: TabCommand, key: string) => void;
}

const COMMANDS: TabCommand[] = ['refresh', 'closeLeft', 'closeRight', 'closeOthers'];

/** The tab bar of multi-tab mode with its right-click menu (spec shell §2). */
export function MultiTabs({ tabs, active, onClose, onCommand }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const root = useRef<HTMLDivElement>(null);
  // A tablist may hold only tabs (ARIA), yet antd puts each close button inside it. Keyboards close the focused
  // tab with Delete or Backspace (antd's tab keys, as the ARIA tabs pattern has it) and the tab's menu closes
  // tabs too, so the button is the mouse's alone: out of the tab order and of the accessibility tree.
  useLayoutEffect(() => {
    root.current?.querySelectorAll<HTMLElement>('.ant-tabs-tab-remove').forEach((b) => {
      b.setAttribute('aria-hidden', 'true');
      b.tabIndex = -1;
    });
  });
  return (
    <div ref={root}>
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={active}
        onChange={(key) => navigate(key)}
        onEdit={(key, action) => action === 'remove' && typeof key === 'string' && onClose(key)}
        tabBarStyle={{ margin: 0 }}
        items={tabs.map((tab, i) => ({
          key: tab.key,
          closable: i > 0,
          label: (
            <Dropdown
              trigger={['contextMenu']}
              menu={{
                items: COMMANDS.map((c) => ({ key: c, label: t(`web.tabs.${c}`) })),
                onClick: ({ key, domEvent }) => {
                  domEvent.stopPropagation();
                  onCommand(key as TabCommand, tab.key);
                },
              }}
            >
              <span data-tab-key={tab.key} title={tab.title}>
                {tab.title}
              </span>
            </Dropdown>
          ),
        }))}
      />
    </div>
  );
}
