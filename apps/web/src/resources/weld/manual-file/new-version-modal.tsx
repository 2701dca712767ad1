import { useState } from 'react';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, weldManualFile } from '@weld/core';
import type { Row } from '../../../kit/resource-api';
import { manualFileApi } from './manual-file-api';
import { ManualFileUpload } from './manual-file-upload';

const VERSION = /^\d{1,6}(\.\d{1,6}){0,3}$/;

/**
 * 新版本: a version number and an uploaded file become a newer row of the document's group (the server
 * checks the version is above the group's newest and answers in the user's language when not).
 * @example <NewVersionModal record={row} onClose={close} onAdded={refresh} />
 */
export function NewVersionModal({
  record,
  onClose,
  onAdded,
}: {
  record: Row | null;
  onClose(): void;
  onAdded(): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ version: string; file: string }>();
  const [saving, setSaving] = useState(false);
  if (!record) return null;

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await manualFileApi.newVersion(String(record.id), values.version, values.file);
      void message.success(t('web.weldManual.newVersionDone'));
      onAdded();
      onClose();
    } catch {
      // the HTTP client has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('web.weldManual.newVersionTitle', { title: String(record.title) })}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('web.weldManual.newestNow', { version: String(record.version) })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="version"
          label={t(fieldLabelKey(weldManualFile, 'version'))}
          extra={t('web.formHints.manualVersion')}
          rules={[
            {
              required: true,
              message: t('server.kit.validation.required', {
                field: t(fieldLabelKey(weldManualFile, 'version')),
              }),
            },
            { pattern: VERSION, message: t('server.weldManualFile.versionPattern') },
          ]}
        >
          <Input maxLength={32} placeholder="2.0" />
        </Form.Item>
        <Form.Item
          name="file"
          label={t(fieldLabelKey(weldManualFile, 'file'))}
          rules={[{ required: true, message: t('web.weldManual.pickFile') }]}
        >
          <ManualFileUpload />
        </Form.Item>
      </Form>
    </Modal>
  );
}
