import { useEffect, useRef, useState } from 'react';
import { Alert, Flex, Input, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isValidCron } from '@weld/core';
import {
  autoAdjust,
  CRON_PARTS,
  defaultCronState,
  formatCron,
  parseCronState,
  type CronPart,
  type CronState,
  type PartState,
} from './cron-model';
import { CronPartPanel } from './cron-part-panel';
import { CronPreview } from './cron-preview';

export interface CronEditorProps {
  /** The expression; empty or absent means the default `* * * * * ? *`. */
  value?: string;
  onChange?: (expression: string) => void;
  /** Preview beside the panels (the 800-wide dialog) instead of below them. */
  layout?: 'stacked' | 'side';
}

function stateOf(expression: string | undefined): CronState {
  const base = defaultCronState();
  if (!expression?.trim()) return base;
  const parsed = parseCronState(expression, base);
  return 'state' in parsed ? parsed.state : base;
}

/**
 * The Quartz cron editor: a tab per part with its modes, the expression input (re-read into the panels on
 * blur) and the preview of the next 10 run times.
 * @example <CronEditor value="0 0 2 * * ?" onChange={setCron} />
 */
export function CronEditor({ value, onChange, layout = 'stacked' }: CronEditorProps) {
  const { t } = useTranslation();
  const [state, setState] = useState(() => stateOf(value));
  const [text, setText] = useState(() => (value?.trim() ? value : formatCron(state)));
  const [warning, setWarning] = useState<string | null>(null);
  const emitted = useRef(text);

  useEffect(() => {
    if (value === undefined || value === emitted.current) return;
    emitted.current = value;
    setState(stateOf(value));
    setText(value.trim() ? value : formatCron(defaultCronState()));
  }, [value]);

  const emit = (expression: string) => {
    emitted.current = expression;
    onChange?.(expression);
  };
  const changePart = (part: CronPart, partState: PartState) => {
    const next = autoAdjust({ ...state, [part]: partState }, part);
    const expression = formatCron(next);
    setState(next);
    setText(expression);
    setWarning(null);
    emit(expression);
  };
  const reread = () => {
    // An invalid expression is left to the preview's error; the panels keep what they show.
    const parsed = isValidCron(text) ? parseCronState(text, state) : { state };
    if ('unsupported' in parsed) {
      setWarning(t('web.cron.unsupported', { part: t(`web.cron.tabs.${parsed.unsupported}`) }));
    } else {
      setWarning(null);
      setState(parsed.state);
    }
    emit(text.trim());
  };

  const tabs = (
    <Tabs
      size="small"
      items={CRON_PARTS.map((part) => ({
        key: part,
        label: t(`web.cron.tabs.${part}`),
        children: (
          <CronPartPanel part={part} state={state[part]} onChange={(next) => changePart(part, next)} />
        ),
      }))}
    />
  );
  const input = (
    <Flex vertical gap={4}>
      <Flex align="center" gap={8}>
        <Typography.Text style={{ flex: 'none' }}>{t('web.cron.expression')}</Typography.Text>
        <Input
          value={text}
          placeholder={t('web.cron.placeholder')}
          aria-label={t('web.cron.expression')}
          onChange={(e) => setText(e.target.value)}
          onBlur={reread}
          onPressEnter={reread}
          style={{ fontFamily: 'monospace' }}
        />
      </Flex>
      {warning && <Alert type="warning" showIcon title={warning} />}
    </Flex>
  );
  if (layout === 'side') {
    return (
      <Flex gap={16} align="start">
        <Flex vertical gap={12} style={{ flex: 1, minWidth: 0 }}>
          {tabs}
          {input}
        </Flex>
        <div style={{ width: 220, flex: 'none' }}>
          <CronPreview expression={text} />
        </div>
      </Flex>
    );
  }
  return (
    <Flex vertical gap={12}>
      {tabs}
      {input}
      <CronPreview expression={text} columns={2} />
    </Flex>
  );
}
