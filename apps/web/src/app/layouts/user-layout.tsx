import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COMPANY_URL } from '../../lib/env';
import { LanguageDropdown } from '../../shell/language-dropdown';
import { AppLogo } from '../../shell/app-logo';
import './user-layout.css';

/** Layout of the login screen group: language picker, product title, footer (spec shell §2). */
export function UserLayout() {
  const { t } = useTranslation();
  return (
    <div className="user-layout">
      <div className="user-layout-lang">
        <LanguageDropdown />
      </div>
      <main className="user-layout-main">
        <div className="user-layout-top">
          {/* the page's one top heading, for readers who move by headings */}
          <h1 className="user-layout-title">
            <AppLogo size={40} />
            <span>{t('common.appName')}</span>
          </h1>
          <div className="user-layout-desc">{t('web.login.slogan')}</div>
        </div>
        <Outlet />
      </main>
      <footer className="user-layout-footer">
        <span>{t('common.copyright', { year: new Date().getFullYear() })}</span>
        <Link to={COMPANY_URL}>{t('common.companyName')}</Link>
      </footer>
    </div>
  );
}
