import { Button, Space, Tooltip } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useWidgetTexts } from './use-widget-texts';

interface Props {
  /** a query is in effect: the button is highlighted and its tooltip offers 清空 */
  active: boolean;
  onOpen(): void;
  onClear(): void;
}

/**
 * The toolbar's 高级查询 button; while a query is in effect it is highlighted, and its tooltip reads
 * 已有高级查询条件生效 with a 清空 link (spec widgets §4).
 * @example <SuperQueryButton active={Boolean(query)} onOpen={() => setOpen(true)} onClear={() => setQuery(null)} />
 */
export function SuperQueryButton({ active, onOpen, onClear }: Props) {
  const { t } = useTranslation();
  const ready = useWidgetTexts();
  const button = (
    <Button
      type={active ? 'primary' : 'default'}
      icon={<FilterOutlined />}
      onClick={onOpen}
      data-active={active || undefined}
    >
      {ready ? t('web.query.button') : null}
    </Button>
  );
  if (!active) return button;
  return (
    <Tooltip
      mouseLeaveDelay={0.2}
      title={
        <Space size={8}>
          <span>{t('web.query.activeTip')}</span>
          <a role="button" onClick={onClear} style={{ color: 'inherit', textDecoration: 'underline' }}>
            {t('web.query.clear')}
          </a>
        </Space>
      }
    >
      {button}
    </Tooltip>
  );
}
