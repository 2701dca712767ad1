import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkRule } from '@weld/core';
import { ResourcePage } from '../../../kit/resource-page';
import type { Row } from '../../../kit/resource-api';
import { CheckRuleTest } from './check-rule-test';

/**
 * 编码校验规则 ('system/CheckRuleList'): the kit's list over the check rules, each row with a 测试 box.
 * @example pageRegistry['system/CheckRuleList']
 */
export function CheckRulePage() {
  const { t } = useTranslation();
  const [testing, setTesting] = useState<Row | null>(null);
  return (
    <>
      <ResourcePage
        definition={checkRule}
        slots={{
          rowActions: (record) => (
            <Button type="link" size="small" onClick={() => setTesting(record)}>
              {t('web.checkRule.test')}
            </Button>
          ),
        }}
      />
      <CheckRuleTest rule={testing} onClose={() => setTesting(null)} />
    </>
  );
}
