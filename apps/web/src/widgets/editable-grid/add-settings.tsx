import { useState } from 'react';
import { App, Button, Form, InputNumber, Popover } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ADD_SETTINGS_KEY, parseAddSettings, type AddSettings } from '@weld/core';

/** The add settings saved in this browser, if any. */
export function readAddSettings(): AddSettings | null {
  try {
    return parseAddSettings(localStorage.getItem(ADD_SETTINGS_KEY));
  } catch {
    return null;
  }
}

interface Props {
  value: AddSettings;
  rowCount: number;
  disabled: boolean;
  onSave(settings: AddSettings): void;
}

/**
 * The gear beside 新增: how many rows it adds (at least 1) and where (0 = bottom, up to the row count),
 * kept in this browser under jet-add-btn-settings; saving says 保存成功.
 * @example <AddSettingsButton value={settings} rowCount={rows.length} onSave={setSettings} />
 */
export function AddSettingsButton({ value, rowCount, disabled, onSave }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const save = (settings: AddSettings) => {
    try {
      localStorage.setItem(ADD_SETTINGS_KEY, JSON.stringify(settings));
    } catch {
      // storage refused (private mode, quota): the settings still hold for this page
    }
    onSave(settings);
    setOpen(false);
    void message.success(t('web.grid.addSettings.saved'));
  };
  const content = (
    <Form<AddSettings>
      layout="vertical"
      size="small"
      initialValues={value}
      onFinish={save}
      style={{ width: 220 }}
    >
      <Form.Item
        name="count"
        label={t('web.grid.addSettings.count')}
        rules={[{ required: true, type: 'integer', min: 1, message: t('web.grid.addSettings.countRule') }]}
      >
        <InputNumber precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="position"
        label={t('web.grid.addSettings.position')}
        extra={t('web.grid.addSettings.positionHint')}
        rules={[
          {
            required: true,
            type: 'integer',
            min: 0,
            max: rowCount,
            message: t('web.grid.addSettings.positionRule', { max: rowCount }),
          },
        ]}
      >
        <InputNumber precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        {t('web.grid.addSettings.save')}
      </Button>
    </Form>
  );
  return (
    <Popover
      trigger="click"
      open={open}
      title={t('web.grid.addSettings.title')}
      content={content}
      destroyOnHidden
      onOpenChange={setOpen}
    >
      <Button icon={<SettingOutlined />} disabled={disabled} aria-label={t('web.grid.addSettings.title')} />
    </Popover>
  );
}
