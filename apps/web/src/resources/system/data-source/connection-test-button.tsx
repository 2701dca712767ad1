import { useState } from 'react';
import { App, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http';
import type { Row } from '../../../kit/resource-api';

/**
 * 测试连接 on a settings form: sends what the form holds; a blank password on a saved record asks the
 * server to use the stored one (the form never receives it). Must sit inside the data-source Form.
 * @example formSection: ({ record }) => <ConnectionTestButton record={record} />
 */
export function ConnectionTestButton({ record }: { record: Row | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const [testing, setTesting] = useState(false);

  const test = async () => {
    const fields = ['dbType', 'dbUrl'];
    const done = await form.validateFields(fields).then(
      () => true,
      () => false,
    );
    if (!done) return;
    const { dbType, dbUrl, dbName, dbUsername, dbPassword } = form.getFieldsValue([
      'dbType',
      'dbUrl',
      'dbName',
      'dbUsername',
      'dbPassword',
    ]) as Record<string, string | null | undefined>;
    setTesting(true);
    try {
      const res = await http.post('/sys/dataSource/testConnection', {
        id: record?.id,
        dbType,
        dbUrl,
        dbName: dbName || null,
        dbUsername: dbUsername || null,
        dbPassword: dbPassword || null,
      });
      void message.success(res.message);
    } catch {
      // the HTTP client already showed why the connection failed
    } finally {
      setTesting(false);
    }
  };

  return (
    <Form.Item>
      <Button loading={testing} onClick={() => void test()}>
        {t('web.dataSource.test')}
      </Button>
    </Form.Item>
  );
}
