import { Button, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * 查询 and 重置 at the end of an inline search form: reset empties the form and searches with nothing.
 * @example <Form form={form} layout="inline" onFinish={search}>…<SearchButtons form={form} onSearch={search} /></Form>
 */
export function SearchButtons<T extends object>({
  form,
  onSearch,
}: {
  form: FormInstance<T>;
  onSearch(values: Partial<T>): void;
}) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button type="primary" htmlType="submit">
        {t('web.kit.search')}
      </Button>
      <Button
        onClick={() => {
          form.resetFields();
          onSearch({});
        }}
      >
        {t('web.kit.reset')}
      </Button>
    </Space>
  );
}
