import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Layout, theme } from 'antd';
import { Link, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '@weld/core';
import { sessionApi } from '../../lib/api/session-api';
import { useMenu } from '../../lib/menu-store';
import { handleOf } from '../../lib/route-handle';
import { session } from '../../lib/session';
import { useSettings } from '../../lib/settings';
import { useSessionUser } from '../../lib/use-session';
import { AppLogo } from '../../shell/app-logo';
import { HeaderBar } from '../../shell/header/header-bar';
import { KeepAliveOutlet } from '../../shell/keep-alive-outlet';
import { SideMenu } from '../../shell/menu/side-menu';
import { PageHeader } from '../../shell/page-header';
import { routeTitle } from '../../shell/route-title';
import { MultiTabs } from '../../shell/tabs/multi-tabs';
import { useTabs, type VisitFeed } from '../../shell/tabs/use-tabs';
import { useDevice } from '../../shell/use-device';
import { useFocusRescue } from '../../shell/use-focus-rescue';
import { useHeaderAutoHide } from '../../shell/use-header-autohide';
import { subscribeVisits } from '../route-visits';
import { ShellProviders } from '../shell-providers';
import './main-layout.css';

// the menu's drawer is for phones only: desktops never load it
const Drawer = lazy(() => import('antd/es/drawer'));
const ChangePasswordDialog = lazy(() =>
  import('../../widgets/change-password/change-password-dialog').then((m) => ({
    default: m.ChangePasswordDialog,
  })),
);

/** The signed-in shell (spec shell §2): side or top menu, header, tabs, page head, kept-alive content, footer. */
export function MainLayout() {
  return (
    <ShellProviders>
      <MainLayoutBody />
    </ShellProviders>
  );
}

function MainLayoutBody() {
  const { t } = useTranslation();
  const s = useSettings();
  const menu = useMenu();
  const user = useSessionUser();
  const { device } = useDevice();
  const desktop = device === 'desktop';
  const [collapsed, setCollapsed] = useState(!desktop);
  const [drawer, setDrawer] = useState(false);
  useEffect(() => setCollapsed(!desktop), [desktop]);
  const { token } = theme.useToken();
  const matches = useMatches();
  const handle = handleOf(matches[matches.length - 1]?.handle);
  const title = routeTitle(handle, t);
  const visits = useCallback<VisitFeed>((onVisit) => subscribeVisits(t, onVisit), [t]);
  const path = matches[matches.length - 1]?.pathname;
  useEffect(() => {
    if (path) void sessionApi.pageVisit(path);
  }, [path]);
  const tabs = useTabs(title, s.multipage, visits);
  const headerHidden = useHeaderAutoHide(s.autoHideHeader);
  useFocusRescue();
  const navTheme = s.darkMode ? 'dark' : s.theme;
  const top = s.layout === 'topmenu' && desktop;
  const logo = (
    <Link
      to={HOME_PATH}
      className="weld-sider-logo"
      style={{ color: navTheme === 'dark' ? '#fff' : token.colorText }}
    >
      <AppLogo size={28} />
      {(!collapsed || !desktop || top) && (
        <span className="weld-app-name" title={t('common.appName')}>
          {t('common.appName')}
        </span>
      )}
    </Link>
  );
  const sideMenu = (
    <SideMenu
      menu={menu}
      mode="inline"
      theme={navTheme}
      collapsed={desktop && collapsed}
      onNavigate={() => setDrawer(false)}
    />
  );
  const headerBg = top && navTheme === 'dark' ? '#001529' : token.colorBgContainer;

  return (
    <Layout className="weld-main">
      {/* the first stop of Tab: past the side menu's many entries straight to the page */}
      <a
        className="weld-skip-link"
        href="#weld-main-content"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('weld-main-content')?.focus();
        }}
      >
        {t('web.header.skipToContent')}
      </a>
      {!top && desktop && (
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          trigger={null}
          theme={navTheme}
          width={256}
          style={
            s.fixSiderbar ? { position: 'sticky', top: 0, height: '100vh', overflow: 'auto' } : undefined
          }
        >
          {logo}
          {sideMenu}
        </Layout.Sider>
      )}
      {!desktop && (
        <Suspense fallback={null}>
          <Drawer
            open={drawer}
            placement="left"
            onClose={() => setDrawer(false)}
            closable={false}
            size={256}
            styles={{ body: { padding: 0, background: navTheme === 'dark' ? '#001529' : undefined } }}
          >
            {logo}
            {sideMenu}
          </Drawer>
        </Suspense>
      )}
      <Layout>
        <Layout.Header
          className={`weld-header${s.fixedHeader ? ' fixed' : ''}${headerHidden ? ' hidden' : ''}`}
          style={{ background: headerBg }}
        >
          <HeaderBar
            menu={menu}
            desktop={desktop}
            collapsed={desktop ? collapsed : !drawer}
            dark={top && navTheme === 'dark'}
            onToggle={top ? undefined : () => (desktop ? setCollapsed((c) => !c) : setDrawer((d) => !d))}
          >
            {top ? (
              <>
                {logo}
                <SideMenu menu={menu} mode="horizontal" theme={navTheme} />
              </>
            ) : undefined}
          </HeaderBar>
        </Layout.Header>
        {s.multipage && (
          // a landmark of its own, so that a screen reader's landmark list reaches the open pages
          <nav
            className="weld-tabs"
            aria-label={t('web.tabs.barLabel')}
            style={{ background: token.colorBgContainer }}
          >
            <MultiTabs tabs={tabs.tabs} active={tabs.active} onClose={tabs.close} onCommand={tabs.command} />
          </nav>
        )}
        <Layout.Content
          id="weld-main-content"
          tabIndex={-1}
          className={top && s.contentWidth === 'Fixed' ? 'weld-content fixed-width' : 'weld-content'}
        >
          <PageHeader pageKey={tabs.active} />
          <KeepAliveOutlet
            activeKey={tabs.active}
            versions={tabs.versions}
            keepAlive={Boolean(handle.meta?.keepAlive && handle.meta.componentName)}
            aliveKeys={s.multipage ? tabs.tabs.map((x) => x.key) : [tabs.active]}
          />
        </Layout.Content>
        <Layout.Footer className="weld-footer">
          {t('common.copyright', { year: new Date().getFullYear() })}
        </Layout.Footer>
      </Layout>
      {user?.mustChangePassword && (
        <Suspense fallback={null}>
          <ChangePasswordDialog
            open
            forced
            username={user.username}
            onClose={() => undefined}
            onChanged={() => session.setUserInfo({ ...user, mustChangePassword: false })}
          />
        </Suspense>
      )}
    </Layout>
  );
}
