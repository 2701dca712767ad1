import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@weld/core';
import { menuSearchAction, searchableEntries } from './menu-search-action';

/** The menu search's select, opened and focused as soon as it mounts (menu-search.tsx shows a light stand-in until then). */
export function MenuSearchSelect({
  menu,
  openWindow = (url) => window.open(url, '_blank'),
  onClose,
}: {
  menu: MenuNode[];
  openWindow?: (url: string) => void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const entries = useMemo(() => searchableEntries(menu), [menu]);
  const [open, setOpen] = useState(true);

  const onSelect = (id: string) => {
    const node = entries.find((n) => n.id === id);
    if (!node) return;
    const action = menuSearchAction(node);
    if (action.type === 'external') openWindow(action.url);
    else if (action.type === 'iframe') navigate(action.route.pathname, { state: action.route.state });
    else navigate(action.to);
  };

  return (
    // Tab leaves the search as from any field: the select would take it to choose its highlighted entry
    <span
      style={{ display: 'contents' }}
      onKeyDownCapture={(e) => {
        if (e.key !== 'Tab') return;
        e.stopPropagation();
        setOpen(false);
      }}
    >
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        value={null}
        placeholder={
          <span>
            <SearchOutlined /> {t('web.header.searchMenu')}
          </span>
        }
        aria-label={t('web.header.searchMenu')}
        options={entries.map((n) => ({ value: n.id, label: n.meta.title }))}
        onSelect={(id: string | null) => id && onSelect(id)}
        autoFocus
        open={open}
        onOpenChange={setOpen}
        onBlur={onClose}
        style={{ width: 200 }}
        notFoundContent={t('common.empty')}
      />
    </span>
  );
}
