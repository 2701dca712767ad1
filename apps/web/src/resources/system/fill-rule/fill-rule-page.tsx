import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { fillRule } from '@weld/core';
import { ResourcePage } from '../../../kit/resource-page';
import type { Row } from '../../../kit/resource-api';
import { FillRuleTest } from './fill-rule-test';

/**
 * 填值规则 ('system/FillRuleList'): the kit's list over the fill rules, each row with 功能测试.
 * @example pageRegistry['system/FillRuleList']
 */
export function FillRulePage() {
  const { t } = useTranslation();
  const [testing, setTesting] = useState<Row | null>(null);
  return (
    <>
      <ResourcePage
        definition={fillRule}
        slots={{
          rowActions: (record) => (
            <Button type="link" size="small" onClick={() => setTesting(record)}>
              {t('web.fillRule.test')}
            </Button>
          ),
        }}
      />
      <FillRuleTest rule={testing} onClose={() => setTesting(null)} />
    </>
  );
}
