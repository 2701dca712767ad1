import { useEffect } from 'react';
import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { PARAMETER_RANGES, SEQUENCE_PARAMETERS } from '@weld/core';
import type { SequenceParameter, WeldProcess } from '@weld/core';

interface Props {
  parameter: SequenceParameter;
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
}

/**
 * A sequence parameter's input that follows the form's process: its range as the hint and bounds (core's
 * PARAMETER_RANGES, the table the server checks with), disabled and emptied where the process does not use it.
 * @example controls: { current: () => <ParameterInput parameter="current" /> }
 */
export function ParameterInput({ parameter, value, onChange, id }: Props) {
  const { t } = useTranslation();
  const process = Form.useWatch('process') as WeldProcess | undefined;
  const range = process ? PARAMETER_RANGES[process]?.[parameter] : undefined;
  const unused = !!process && !range;
  // a process that does not use the parameter would have the server refuse the value: it goes
  useEffect(() => {
    if (unused && value !== null && value !== undefined) onChange?.(null);
  }, [unused, value, onChange]);
  const hint = !process
    ? t('web.weldSequence.pickProcess')
    : range
      ? t('web.weldSequence.range', { min: range[0], max: range[1], unit: SEQUENCE_PARAMETERS[parameter] })
      : t('web.weldSequence.notApplicable');
  return (
    <InputNumber
      id={id}
      style={{ width: '100%' }}
      value={value ?? null}
      onChange={(v) => onChange?.(v)}
      disabled={unused}
      min={range?.[0]}
      max={range?.[1]}
      placeholder={hint}
    />
  );
}
