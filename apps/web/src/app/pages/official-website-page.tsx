import { Button, Card, Col, Row, theme, Typography } from 'antd';
import { ApiOutlined, RobotOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '@weld/core';
import { AppLogo } from '../../shell/app-logo';
import { LanguageDropdown } from '../../shell/language-dropdown';

const LINES = [
  { key: 'machines', icon: <ThunderboltOutlined /> },
  { key: 'robots', icon: <RobotOutlined /> },
  { key: 'controllers', icon: <ApiOutlined /> },
] as const;

/** Public page about the company and its product lines. */
export function OfficialWebsitePage() {
  const { t } = useTranslation();
  // the page's ground is the theme's layout grey: its headings are drawn in the theme's text colour, light or dark
  const { token } = theme.useToken();
  return (
    <div style={{ minHeight: '100%', background: token.colorBgLayout }}>
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          padding: '12px 32px',
          background: '#001529',
          color: '#fff',
        }}
      >
        <AppLogo size={28} />
        <strong style={{ flex: 1 }}>{t('common.companyName')}</strong>
        <LanguageDropdown dark />
        <Link to={LOGIN_PATH}>
          <Button type="primary">{t('web.website.signIn')}</Button>
        </Link>
      </header>
      <section
        style={{
          padding: '64px 32px',
          textAlign: 'center',
          background: 'linear-gradient(135deg, #0b3d91, #1890ff)',
          color: '#fff',
        }}
      >
        <Typography.Title style={{ color: '#fff', marginTop: 0 }}>
          {t('web.website.headline')}
        </Typography.Title>
        <Typography.Paragraph
          style={{ color: 'rgba(255,255,255,0.85)', fontSize: 16, maxWidth: 720, margin: '0 auto' }}
        >
          {t('web.website.intro')}
        </Typography.Paragraph>
      </section>
      <section style={{ maxWidth: 1100, margin: '0 auto', padding: '48px 24px' }}>
        <Typography.Title level={3}>{t('web.website.linesTitle')}</Typography.Title>
        <Row gutter={[24, 24]}>
          {LINES.map((line) => (
            <Col xs={24} md={8} key={line.key}>
              <Card
                title={
                  <span>
                    {line.icon} {t(`web.website.lines.${line.key}.title`)}
                  </span>
                }
                style={{ height: '100%' }}
              >
                {t(`web.website.lines.${line.key}.text`)}
              </Card>
            </Col>
          ))}
        </Row>
        <Typography.Title level={3} style={{ marginTop: 48 }}>
          {t('web.website.contactTitle')}
        </Typography.Title>
        <Typography.Paragraph>{t('web.website.contact')}</Typography.Paragraph>
      </section>
      <footer style={{ textAlign: 'center', padding: 24, color: 'var(--weld-text-tertiary)' }}>
        {t('common.copyright', { year: new Date().getFullYear() })}
      </footer>
    </div>
  );
}
