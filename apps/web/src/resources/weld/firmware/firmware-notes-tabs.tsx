import { Form, Input, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, weldFirmware } from '@weld/core';
import { fieldRules } from '../../../kit/form-rules';

const LANGS = [
  ['notesZh', 'zh'],
  ['notesEn', 'en'],
  ['notesRu', 'ru'],
] as const;

/**
 * The release notes of a firmware as three tabs (中文 / English / Русский), one text area each; every
 * tab is rendered from the start, so all three are saved whichever was opened.
 * @example formSection: () => <FirmwareNotesTabs />
 */
export function FirmwareNotesTabs() {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('web.weldFirmware.notes')} style={{ marginBottom: 0 }}>
      <Tabs
        size="small"
        items={LANGS.map(([key, lang]) => {
          const field = weldFirmware.fields[key];
          const label = t(fieldLabelKey(weldFirmware, key));
          return {
            key,
            label: t(`web.weldFirmware.notesTab.${lang}`),
            forceRender: true,
            children: (
              <Form.Item name={key} rules={fieldRules(field, label, t)}>
                <Input.TextArea
                  rows={4}
                  maxLength={field.max}
                  showCount
                  placeholder={label}
                  aria-label={label}
                />
              </Form.Item>
            ),
          };
        })}
      />
    </Form.Item>
  );
}
