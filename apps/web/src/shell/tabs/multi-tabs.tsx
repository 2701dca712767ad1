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
  return (
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
  );
}
