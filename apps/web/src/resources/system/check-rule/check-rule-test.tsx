import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../../kit/resource-api';
import { checkByCode, type CheckOutcome } from './check-rule-api';

interface Props {
  /** the rule under test; null: closed */
  rule: Row | null;
  onClose(): void;
}

/**
 * 测试: a box where a value is checked against one rule by its code, showing 校验通过 or the failing
 * step's message, as a form using the rule would.
 * @example <CheckRuleTest rule={record} onClose={() => setRule(null)} />
 */
export function CheckRuleTest({ rule, onClose }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [outcome, setOutcome] = useState<CheckOutcome | null>(null);
  const [checking, setChecking] = useState(false);

  const close = () => {
    setValue('');
    setOutcome(null);
    onClose();
  };
  const run = async () => {
    if (!rule) return;
    setChecking(true);
    try {
      setOutcome(await checkByCode(String(rule.ruleCode), value));
    } catch {
      // the HTTP client already reported anything other than a failed check
      setOutcome(null);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Modal
      open={rule !== null}
      title={t('web.checkRule.testTitle', { name: rule?.ruleName ?? '' })}
      onCancel={close}
      footer={<Button onClick={close}>{t('common.close')}</Button>}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void run()}>
        <Form.Item label={t('web.checkRule.value')}>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              aria-label={t('web.checkRule.value')}
              value={value}
              placeholder={t('web.checkRule.valuePlaceholder')}
              onChange={(e) => {
                setValue(e.target.value);
                setOutcome(null);
              }}
            />
            <Button type="primary" htmlType="submit" loading={checking}>
              {t('web.checkRule.run')}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
      {outcome && (
        <Alert
          showIcon
          type={outcome.passed ? 'success' : 'error'}
          title={outcome.passed ? t('web.checkRule.passed') : t('web.checkRule.failed')}
          description={outcome.passed ? undefined : outcome.message}
        />
      )}
    </Modal>
  );
}
