import { useRef, useState } from 'react';
import { Button, Card, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../lib/http';
import { monitorApi } from './monitor-api';

interface Entry {
  command: string;
  lines: string[];
  failed: boolean;
}

/**
 * Redis 终端 (read-only): a command per line, answers below it; the server refuses anything that is not
 * a read and says why.
 * @example <RedisTerminal />
 */
export function RedisTerminal() {
  const { t } = useTranslation();
  const [command, setCommand] = useState('');
  const [entries, setEntries] = useState<Entry[]>([]);
  const [running, setRunning] = useState(false);
  const out = useRef<HTMLDivElement>(null);
  const run = async () => {
    const text = command.trim();
    if (!text || running) return;
    setRunning(true);
    let entry: Entry;
    try {
      entry = { command: text, lines: (await monitorApi.redisCommand(text)).lines, failed: false };
    } catch (err) {
      entry = { command: text, lines: [err instanceof HttpError ? err.message : String(err)], failed: true };
    }
    setRunning(false);
    setCommand('');
    setEntries((e) => [...e, entry].slice(-50));
    requestAnimationFrame(() => {
      if (out.current) out.current.scrollTop = out.current.scrollHeight;
    });
  };
  return (
    <Card
      size="small"
      title={t('web.monitor.redis.terminal')}
      extra={
        <Button size="small" onClick={() => setEntries([])}>
          {t('web.monitor.redis.clear')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('web.monitor.redis.help')}
      </Typography.Paragraph>
      <div
        ref={out}
        className="weld-redis-terminal"
        data-testid="redis-output"
        style={{
          background: '#141414',
          color: '#d9d9d9',
          fontFamily: 'monospace',
          fontSize: 12,
          padding: 12,
          height: 260,
          overflow: 'auto',
          borderRadius: 6,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
        }}
      >
        {entries.map((e, i) => (
          <div key={i} style={{ marginBottom: 8 }}>
            <div style={{ color: '#73d13d' }}>&gt; {e.command}</div>
            {e.lines.map((l, j) => (
              <div key={j} style={{ color: e.failed ? '#ff7875' : undefined }}>
                {l}
              </div>
            ))}
          </div>
        ))}
      </div>
      <Space.Compact style={{ width: '100%', marginTop: 8 }}>
        <Input
          value={command}
          onChange={(e) => setCommand(e.target.value)}
          onPressEnter={() => void run()}
          placeholder={t('web.monitor.redis.placeholder')}
          aria-label={t('web.monitor.redis.terminal')}
          style={{ fontFamily: 'monospace' }}
        />
        <Button type="primary" loading={running} onClick={() => void run()}>
          {t('web.monitor.redis.run')}
        </Button>
      </Space.Compact>
    </Card>
  );
}
