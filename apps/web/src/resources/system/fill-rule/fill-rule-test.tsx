import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';
import type { Row } from '../../../kit/resource-api';

interface Props {
  /** the rule under test; null: closed */
  rule: Row | null;
  onClose(): void;
}

function parseFormData(text: string): Record<string, unknown> | null {
  try {
    const data: unknown = JSON.parse(text.trim() === '' ? '{}' : text);
    return typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * 功能测试: runs one fill rule on form data typed as JSON and shows the value it gives (a serial rule
 * really counts on, as a form using it would).
 * @example <FillRuleTest rule={record} onClose={() => setRule(null)} />
 */
export function FillRuleTest({ rule, onClose }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('{}');
  const [result, setResult] = useState<string | null>(null);
  const [bad, setBad] = useState(false);
  const [running, setRunning] = useState(false);

  const close = () => {
    setText('{}');
    setResult(null);
    setBad(false);
    onClose();
  };
  const run = async () => {
    const formData = parseFormData(text);
    setBad(formData === null);
    setResult(null);
    if (!rule || formData === null) return;
    setRunning(true);
    try {
      setResult(
        unwrap(
          await http.put<string>(
            `/sys/fillRule/executeRuleByCode/${encodeURIComponent(String(rule.ruleCode))}`,
            formData,
          ),
        ),
      );
    } catch {
      // the HTTP client already showed the server's message
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal
      open={rule !== null}
      title={t('web.fillRule.testTitle', { name: rule?.ruleName ?? '' })}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={close}>
          {t('common.close')}
        </Button>,
        <Button key="run" type="primary" loading={running} onClick={() => void run()}>
          {t('web.fillRule.run')}
        </Button>,
      ]}
    >
      <Form layout="vertical">
        <Form.Item
          label={t('web.fillRule.formData')}
          extra={t('web.fillRule.formDataHelp')}
          validateStatus={bad ? 'error' : undefined}
          help={bad ? t('web.fillRule.badJson') : undefined}
        >
          <Input.TextArea
            aria-label={t('web.fillRule.formData')}
            rows={4}
            value={text}
            onChange={(e) => setText(e.target.value)}
            style={{ fontFamily: 'monospace' }}
          />
        </Form.Item>
      </Form>
      {result !== null && (
        <Alert
          showIcon
          type="success"
          title={t('web.fillRule.result')}
          description={
            <Typography.Text copyable strong>
              {result}
            </Typography.Text>
          }
        />
      )}
    </Modal>
  );
}
