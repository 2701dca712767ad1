import { Tooltip } from 'antd';
import { WarningFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import './plc-workstation.css';

interface Props {
  value: number | null;
  unit: string | null;
  /** changes with each new reading, so the flash plays again */
  stamp: number | string | null;
  outOfLimits: boolean;
}

/** A point's current value: flashes when a new reading arrives, red with a warning icon outside its limits. */
export function LiveValueCell({ value, unit, stamp, outOfLimits }: Props) {
  const { t } = useTranslation();
  if (value === null) return <span className="plc-value-empty">-</span>;
  const text = `${value}${unit ? ` ${unit}` : ''}`;
  return (
    <span
      key={stamp ?? 'none'}
      className={`plc-value plc-value-flash${outOfLimits ? ' plc-value-alarm' : ''}`}
      data-alarm={outOfLimits || undefined}
    >
      {outOfLimits && (
        <Tooltip title={t('web.weldPlc.outOfLimits')}>
          <WarningFilled aria-label={t('web.weldPlc.outOfLimits')} />
        </Tooltip>
      )}
      {text}
    </span>
  );
}

/** Whether a value lies outside limits that are set (the same rule as the server's). */
export function outsideLimits(value: number | null, low: unknown, high: unknown): boolean {
  if (value === null) return false;
  const bound = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
  const lo = bound(low);
  const hi = bound(high);
  return (lo !== null && value < lo) || (hi !== null && value > hi);
}
