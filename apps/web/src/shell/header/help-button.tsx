import { Button, Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { MenuNode } from '@weld/core';
import { helpPathFor } from '../../resources/help/help-topics';

/**
 * The header's help button: opens the help centre at the current screen's page.
 * @example <HelpButton menu={menu} />
 */
export function HelpButton({ menu, color }: { menu: MenuNode[]; color?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Tooltip title={t('web.header.help')}>
      <Button
        type="text"
        onClick={() => void navigate(helpPathFor(menu, pathname))}
        icon={<QuestionCircleOutlined />}
        aria-label={t('web.header.help')}
        style={{ color }}
      />
    </Tooltip>
  );
}
