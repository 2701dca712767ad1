import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordStrength } from '@weld/core';

const LEVEL = {
  low: { percent: 30, color: '#ff4d4f' },
  middle: { percent: 65, color: '#faad14' },
  strong: { percent: 100, color: '#52c41a' },
};

/** Strength meter: low / middle / strong (spec shell §5). */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation();
  if (!password)
    return (
      <div style={{ color: 'var(--weld-text-tertiary)', fontSize: 12 }}>
        {t('web.register.passwordPolicy')}
      </div>
    );
  const level = passwordStrength(password);
  return (
    <div data-testid="password-strength" data-level={level}>
      <span style={{ fontSize: 12 }}>
        {t('web.register.strength')}:{' '}
        <b style={{ color: LEVEL[level].color }}>{t(`web.register.strength_${level}`)}</b>
      </span>
      <Progress
        percent={LEVEL[level].percent}
        showInfo={false}
        strokeColor={LEVEL[level].color}
        size="small"
      />
    </div>
  );
}
