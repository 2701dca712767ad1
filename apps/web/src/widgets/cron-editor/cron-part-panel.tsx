import { useId, type ReactNode } from 'react';
import { Checkbox, Flex, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PART_BOUNDS, WEEKDAYS, type CronMode, type CronPart, type PartState } from './cron-model';

export interface CronPartPanelProps {
  part: CronPart;
  state: PartState;
  onChange: (state: PartState) => void;
}

const YEARS = Array.from({ length: 100 }, (_, i) => 2019 + i);

/**
 * One tab of the cron editor: the panel's radio modes, only the chosen one's inputs enabled.
 * @example <CronPartPanel part="hour" state={state.hour} onChange={(hour) => update('hour', hour)} />
 */
export function CronPartPanel({ part, state, onChange }: CronPartPanelProps) {
  const { t } = useTranslation();
  const bounds = PART_BOUNDS[part];
  const unit = t(`web.cron.units.${part}`);
  const groupName = useId();
  const set = (patch: Partial<PartState>) => onChange({ ...state, ...patch });
  const off = (mode: CronMode) => state.mode !== mode;
  const isWeek = part === 'week';
  const number = (mode: CronMode, key: keyof PartState, min: number, max?: number) => (
    <InputNumber
      size="small"
      min={min}
      max={max}
      precision={0}
      value={state[key] as number}
      disabled={off(mode)}
      aria-label={`${part}-${key}`}
      onChange={(value) => value !== null && set({ [key]: value })}
      style={{ width: part === 'year' ? 84 : 64 }}
    />
  );
  const weekday = (mode: CronMode, key: 'rangeStart' | 'rangeEnd' | 'weekday') => (
    <Select
      size="small"
      value={state[key]}
      disabled={off(mode)}
      aria-label={`${part}-${key}`}
      onChange={(value: number) => set({ [key]: value })}
      options={WEEKDAYS.map((value) => ({ value, label: t(`web.cron.weekdays.${value}`) }))}
      style={{ width: 110 }}
    />
  );
  const value = (mode: CronMode, key: 'rangeStart' | 'rangeEnd' | 'loopStart') => {
    if (isWeek) return weekday(mode, key === 'loopStart' ? 'rangeStart' : key);
    // Typed years are open-ended (start ≥ 0, end ≥ 1); only the tick list is 2019-2118.
    if (part === 'year') return number(mode, key, key === 'rangeEnd' ? 1 : 0);
    return number(mode, key, bounds.min, bounds.max);
  };
  const specifyValues = isWeek
    ? WEEKDAYS
    : part === 'year'
      ? YEARS
      : Array.from({ length: bounds.max - bounds.min + 1 }, (_, i) => bounds.min + i);

  const rows: Record<CronMode, ReactNode> = {
    1: isWeek ? t('web.cron.modes.everyWeekday') : t('web.cron.modes.every', { unit }),
    2: t('web.cron.modes.none'),
    3: (
      <>
        {t('web.cron.modes.rangeFrom')} {value(3, 'rangeStart')} {t('web.cron.modes.rangeTo')}{' '}
        {value(3, 'rangeEnd')}
      </>
    ),
    4: (
      <>
        {t('web.cron.modes.loopFrom')} {value(4, 'loopStart')} {t('web.cron.modes.loopEvery')}{' '}
        {number(4, 'loopStep', bounds.stepMin, bounds.stepMax)} {t('web.cron.modes.loopUnit', { unit })}
      </>
    ),
    5: (
      <>
        {t('web.cron.modes.workdayBefore')} {number(5, 'workday', 1, 31)} {t('web.cron.modes.workdayAfter')}
      </>
    ),
    6: t('web.cron.modes.lastDay'),
    7: (
      <Flex vertical gap={4}>
        {t('web.cron.modes.specify')}
        <Checkbox.Group
          disabled={off(7)}
          value={state.specify}
          onChange={(values) => set({ specify: values as number[] })}
          className="cron-specify"
          style={{
            display: 'grid',
            gridTemplateColumns: `repeat(${isWeek ? 4 : part === 'year' ? 8 : 10}, minmax(0, 1fr))`,
            gap: 2,
          }}
          options={specifyValues.map((v) => ({
            value: v,
            label: isWeek ? t(`web.cron.weekdays.${v}`) : String(v).padStart(part === 'year' ? 4 : 2, '0'),
          }))}
        />
      </Flex>
    ),
    8: (
      <>
        {t('web.cron.modes.nthBefore')} {number(8, 'nth', 1, 5)} {t('web.cron.modes.nthMiddle')}{' '}
        {weekday(8, 'weekday')}
      </>
    ),
    9: (
      <>
        {t('web.cron.modes.lastWeekday')} {weekday(9, 'weekday')}
      </>
    ),
    10: t('web.cron.modes.lastWorkday'),
    11: (
      <>
        {t('web.cron.modes.lastOffsetBefore')} {number(11, 'lastOffset', 1, 30)}{' '}
        {t('web.cron.modes.lastOffsetAfter')}
      </>
    ),
  };

  return (
    // each tab's modes are their own radio group: inside a Form.Item antd would name every group after the field
    <Radio.Group
      name={`${groupName}-${part}`}
      value={state.mode}
      onChange={(e) => set({ mode: e.target.value as CronMode })}
      style={{ width: '100%' }}
    >
      <Flex vertical gap={8}>
        {bounds.modes.map((mode) => (
          <Radio key={mode} value={mode} data-mode={mode}>
            <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
              {rows[mode]}
            </span>
          </Radio>
        ))}
      </Flex>
    </Radio.Group>
  );
}
