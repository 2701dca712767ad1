import { useEffect } from 'react';
import { Button, DatePicker, Empty, Form, Input, Space, Table, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { FormMode } from '../../../kit/use-resource-form';
import type { Row } from '../../../kit/resource-api';
import { WeldModelSelect } from '../../../widgets/weld-model-select/weld-model-select';

/** A bound machine as the form holds it and the server takes it. */
interface MachineValue {
  modelId?: string;
  serialNo?: string;
  boundDate?: string | null;
}

const DAY = 'YYYY-MM-DD';
const toRows = (record: Row | null): MachineValue[] =>
  Array.isArray(record?.machines)
    ? (record.machines as MachineValue[]).map(({ modelId, serialNo, boundDate }) => ({
        modelId,
        serialNo,
        boundDate,
      }))
    : [];

/**
 * 绑定机器: the manual user's machines as rows of the form (model, serial number, bound date), sent as
 * `machines` with the user; the server saves both in one transaction and names the row at fault.
 */
export function MachinesSection({ mode, record }: { mode: FormMode; record: Row | null }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const readOnly = mode === 'detail';
  useEffect(() => {
    form.setFieldValue('machines', toRows(record));
  }, [form, record, mode]);

  return (
    <Form.Item label={t('web.weldManualUser.machines')} style={{ marginBottom: 0 }}>
      <Form.List name="machines">
        {(rows, { add, remove }) => (
          <>
            <Table
              size="small"
              pagination={false}
              rowKey="key"
              dataSource={rows}
              data-testid="machines"
              locale={{
                emptyText: (
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={t('web.weldManualUser.noMachines')}
                  />
                ),
              }}
              columns={[
                {
                  title: t('web.weldManualUser.model'),
                  width: '38%',
                  render: (_: unknown, row) => (
                    <Form.Item
                      name={[row.name, 'modelId']}
                      noStyle
                      rules={[{ required: true, message: t('web.weldManualUser.model') }]}
                    >
                      <WeldModelSelect disabled={readOnly} style={{ width: '100%' }} />
                    </Form.Item>
                  ),
                },
                {
                  title: t('web.weldManualUser.serialNo'),
                  render: (_: unknown, row) => (
                    <Form.Item
                      name={[row.name, 'serialNo']}
                      noStyle
                      rules={[
                        {
                          required: true,
                          whitespace: true,
                          max: 64,
                          message: t('web.weldManualUser.serialNo'),
                        },
                      ]}
                    >
                      <Input
                        disabled={readOnly}
                        maxLength={64}
                        placeholder={t('web.weldManualUser.serialNo')}
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: t('web.weldManualUser.boundDate'),
                  width: 150,
                  render: (_: unknown, row) => (
                    <Form.Item
                      name={[row.name, 'boundDate']}
                      noStyle
                      getValueProps={(v: string | null) => ({ value: v ? dayjs(v) : null })}
                      normalize={(d: Dayjs | null) => (d ? d.format(DAY) : null)}
                    >
                      <DatePicker disabled={readOnly} style={{ width: '100%' }} />
                    </Form.Item>
                  ),
                },
                ...(readOnly
                  ? []
                  : [
                      {
                        width: 48,
                        render: (_: unknown, row: { name: number }) => (
                          <Button
                            type="text"
                            danger
                            size="small"
                            icon={<DeleteOutlined />}
                            aria-label={t('web.weldManualUser.remove')}
                            onClick={() => remove(row.name)}
                          />
                        ),
                      },
                    ]),
              ]}
            />
            {!readOnly && (
              <Space style={{ marginTop: 8 }}>
                <Button icon={<PlusOutlined />} onClick={() => add({ boundDate: dayjs().format(DAY) })}>
                  {t('web.weldManualUser.addMachine')}
                </Button>
                <Typography.Text type="secondary">
                  {t('web.weldManualUser.machineCount')}：{rows.length}
                </Typography.Text>
              </Space>
            )}
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
