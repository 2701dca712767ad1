import { useState } from 'react';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { dataSource, isElementVisible, RIGHTS } from '@weld/core';
import { http } from '../../../lib/http';
import { useAuthContext } from '../../../lib/use-session';
import { ResourcePage } from '../../../kit/resource-page';
import type { Row } from '../../../kit/resource-api';
import { ConnectionTestButton } from './connection-test-button';

/** Right of 测试连接 (its own button right, granted apart from editing). */
export const TEST_RIGHT = RIGHTS.dataSource.test;

/**
 * 多数据源管理 ('system/DataSourceList'): the kit's list over the data sources, with 测试连接 on each row
 * (the saved settings and stored password) and in the form (what is typed, the stored password when left blank).
 * @example pageRegistry['system/DataSourceList']
 */
export function DataSourcePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canTest = isElementVisible(TEST_RIGHT, useAuthContext());
  const [testing, setTesting] = useState<string | null>(null);

  const test = async (record: Row) => {
    setTesting(record.id);
    try {
      const { id, dbType, dbUrl, dbName, dbUsername } = record;
      const res = await http.post('/sys/dataSource/testConnection', {
        id,
        dbType,
        dbUrl,
        dbName,
        dbUsername,
      });
      void message.success(res.message);
    } catch {
      // the HTTP client already showed why the connection failed
    } finally {
      setTesting(null);
    }
  };

  return (
    <ResourcePage
      definition={dataSource}
      slots={{
        rowActions: canTest
          ? (record) => (
              <Button
                type="link"
                size="small"
                loading={testing === record.id}
                onClick={() => void test(record)}
              >
                {t('web.dataSource.test')}
              </Button>
            )
          : undefined,
        formSection: canTest ? ({ record }) => <ConnectionTestButton record={record} /> : undefined,
      }}
    />
  );
}
