import { useCallback, useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  visitTab,
  type PageTab,
  type TabOutcome,
} from './tabs-model';

export type TabCommand = 'refresh' | 'closeLeft' | 'closeRight' | 'closeOthers';

/** A feed of completed navigations (replace: the navigation replaced the history entry); returns its unsubscribe. */
export type VisitFeed = (onVisit: (tab: PageTab, replace: boolean) => void) => () => void;
const noFeed: VisitFeed = () => () => undefined;

/** Multi-tab state: follows the location, applies the tab rules, shows their warnings. */
export function useTabs(currentTitle: string, multipage: boolean, visits: VisitFeed = noFeed) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const replaced = useNavigationType() === 'REPLACE';
  const active = location.pathname + location.search;
  const [tabs, setTabs] = useState<PageTab[]>([]);
  const [versions, setVersions] = useState<Record<string, number>>({});
  const tabsRef = useRef(tabs);
  tabsRef.current = tabs;

  useEffect(() => {
    setTabs((prev) =>
      visitTab(prev, { key: active, title: currentTitle }, t('web.tabs.home'), multipage, replaced),
    );
  }, [active, currentTitle, multipage, t, replaced]);

  useEffect(
    () =>
      visits((tab, replace) =>
        setTabs((prev) => visitTab(prev, tab, t('web.tabs.home'), multipage, replace)),
      ),
    [visits, multipage, t],
  );

  const apply = useCallback(
    (outcome: TabOutcome) => {
      if (outcome.warning === 'home') message.warning(t('web.tabs.homeNotClosable'));
      if (outcome.warning === 'last') message.warning(t('web.tabs.lastNotClosable'));
      setTabs(outcome.tabs);
      if (outcome.activate) navigate(outcome.activate);
    },
    [message, navigate, t],
  );

  const close = useCallback((key: string) => apply(closeTab(tabsRef.current, key, active)), [apply, active]);

  const command = useCallback(
    (cmd: TabCommand, key: string) => {
      if (cmd === 'refresh') {
        setVersions((v) => ({ ...v, [key]: (v[key] ?? 0) + 1 }));
        if (key !== active) navigate(key);
        return;
      }
      const fn = { closeLeft, closeRight, closeOthers }[cmd];
      apply(fn(tabsRef.current, key, active));
    },
    [active, apply, navigate],
  );

  return { tabs, active, versions, close, command };
}
