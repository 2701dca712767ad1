import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PageTab } from './tabs-model';
import type { TabCommand } from './use-tabs';
import { MenuDropdown } from '../../widgets/menu-dropdown';

interface Props {
  tabs: PageTab[];
  active: string;
  onClose: (key: string) => void;
  onCommand: (cmd: TabCommand, key: string) => void;
}

const COMMANDS: TabCommand[] = ['refresh', 'closeLeft', 'closeRight', 'closeOthers'];

/** Shift+F10 or the menu key: the keyboard's right click. */
const isMenuKey = (e: React.KeyboardEvent) => e.key === 'ContextMenu' || (e.shiftKey && e.key === 'F10');

/** The tab bar of multi-tab mode with its right-click menu (spec shell §2), also opened by the keyboard. */
export function MultiTabs({ tabs, active, onClose, onCommand }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const root = useRef<HTMLDivElement>(null);
  const [menuFor, setMenuFor] = useState<string | null>(null);
  // a tab closed from the keyboard (Delete, or its menu) leaves the focus on the tab open next, not the body;
  // a mouse's click on × leaves the focus where the mouse put it
  const refocus = useRef(0);
  // the close that asked for it is at most a moment old: a key that closed nothing must not pull focus later
  const askRefocus = () => (refocus.current = Date.now());
  const focusTab = (key: string) => {
    const tab = [...(root.current?.querySelectorAll('.ant-tabs-tab') ?? [])]
      .find((t) => t.getAttribute('data-node-key') === key)
      ?.querySelector<HTMLElement>('[role="tab"]');
    tab?.focus();
    return Boolean(tab);
  };
  useEffect(() => {
    // kept until the tab to focus is drawn (the bar can change before the route does)
    if (Date.now() - refocus.current > 1000 || focusTab(active)) refocus.current = 0;
  }, [tabs, active]);
  // A tablist may hold only tabs (ARIA), yet antd puts each close button inside it. Keyboards close the focused
  // tab with Delete or Backspace (antd's tab keys, as the ARIA tabs pattern has it) and the tab's menu closes
  // tabs too, so the button is the mouse's alone: out of the tab order and of the accessibility tree.
  useLayoutEffect(() => {
    root.current?.querySelectorAll<HTMLElement>('.ant-tabs-tab-remove').forEach((b) => {
      b.setAttribute('aria-hidden', 'true');
      b.tabIndex = -1;
    });
  });
  const openMenuOfFocusedTab = (e: React.SyntheticEvent) => {
    const key = (e.target as HTMLElement).closest('.ant-tabs-tab')?.getAttribute('data-node-key');
    if (!key) return;
    e.preventDefault();
    setMenuFor(key);
  };
  const closeMenu = (key: string) => {
    setMenuFor(null);
    if (!root.current?.contains(document.activeElement) || document.activeElement === document.body)
      focusTab(key);
  };
  return (
    <div
      ref={root}
      onKeyDown={(e) => {
        if (isMenuKey(e)) openMenuOfFocusedTab(e);
        else if (e.key === 'Delete' || e.key === 'Backspace') askRefocus();
      }}
      // the browser's own keyboard context menu lands on the focused tab, outside the label that has the menu
      onContextMenu={(e) => {
        if ((e.target as HTMLElement).closest('[data-tab-key]')) return;
        openMenuOfFocusedTab(e);
      }}
    >
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={active}
        onChange={(key) => navigate(key)}
        onEdit={(key, action) => {
          if (action !== 'remove' || typeof key !== 'string') return;
          onClose(key);
        }}
        tabBarStyle={{ margin: 0 }}
        items={tabs.map((tab, i) => ({
          key: tab.key,
          closable: i > 0,
          label: (
            <MenuDropdown
              trigger={['contextMenu']}
              open={menuFor === tab.key}
              onOpenChange={(open) => (open ? setMenuFor(tab.key) : closeMenu(tab.key))}
              menu={{
                items: COMMANDS.map((c) => ({ key: c, label: t(`web.tabs.${c}`) })),
                onClick: ({ key, domEvent }) => {
                  domEvent.stopPropagation();
                  setMenuFor(null);
                  if (key === 'refresh') setTimeout(() => focusTab(tab.key));
                  else askRefocus();
                  onCommand(key as TabCommand, tab.key);
                },
              }}
            >
              <span data-tab-key={tab.key} title={tab.title}>
                {tab.title}
              </span>
            </MenuDropdown>
          ),
        }))}
      />
    </div>
  );
}
