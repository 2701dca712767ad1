import { useEffect, useState } from 'react';
import { Button, Form, Image, Input, Modal, Space, Tabs, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from './image-upload';
import { splitPaths } from './static-url';

export interface ImageUploadModalProps {
  open: boolean;
  /** the chosen images: stored paths of local uploads, then the network addresses, comma-joined */
  onOk(value: string): void;
  onCancel(): void;
  biz?: string;
  /** how many local images at most */
  maxCount?: number;
}

const ADDRESS = /^https?:\/\/\S+$/i;

/** The network tab: an address field that adds http(s) images to a list. */
function NetworkImages({ urls, setUrls }: { urls: string[]; setUrls(urls: string[]): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ url: string }>();
  const add = ({ url }: { url: string }) => {
    setUrls([...urls, url.trim()]);
    form.resetFields();
  };
  return (
    <>
      <Form form={form} layout="inline" onFinish={add} style={{ flexWrap: 'nowrap' }}>
        <Form.Item
          name="url"
          style={{ flex: 1 }}
          rules={[{ required: true, pattern: ADDRESS, message: t('web.uploads.imageModal.badUrl') }]}
        >
          <Input
            placeholder={t('web.uploads.imageModal.urlPlaceholder')}
            aria-label={t('web.uploads.imageModal.network')}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('web.uploads.imageModal.add')}
        </Button>
      </Form>
      <Space wrap style={{ marginTop: 12 }}>
        {urls.map((url, i) => (
          <Space key={`${i}-${url}`} direction="vertical" size={2} align="center">
            <Image src={url} alt={url} width={80} height={80} style={{ objectFit: 'cover' }} />
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('web.upload.remove')}
              onClick={() => setUrls(urls.filter((_, j) => j !== i))}
            />
          </Space>
        ))}
      </Space>
    </>
  );
}

/**
 * The image upload modal (spec widgets §2): a local-upload tab and a network-image-address tab, each
 * with its remark; OK hands back every image chosen in either tab.
 * @example <ImageUploadModal open={open} biz="weld/photos" onOk={(v) => append(v)} onCancel={close} />
 */
export function ImageUploadModal({ open, onOk, onCancel, biz, maxCount = 9 }: ImageUploadModalProps) {
  const { t } = useTranslation();
  const [local, setLocal] = useState('');
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    if (!open) return;
    setLocal('');
    setUrls([]);
  }, [open]);
  const remark = (key: string) => (
    <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
      {t(key)}
    </Typography.Paragraph>
  );
  return (
    <Modal
      open={open}
      title={t('web.uploads.imageModal.title')}
      width={640}
      destroyOnHidden
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: splitPaths(local).length + urls.length === 0 }}
      onOk={() => onOk([...splitPaths(local), ...urls].join(','))}
      onCancel={onCancel}
    >
      <Tabs
        items={[
          {
            key: 'local',
            label: t('web.uploads.imageModal.local'),
            children: (
              <>
                <ImageUpload value={local} onChange={setLocal} biz={biz} maxCount={maxCount} />
                {remark('web.uploads.imageModal.localRemark')}
              </>
            ),
          },
          {
            key: 'network',
            label: t('web.uploads.imageModal.network'),
            children: (
              <>
                <NetworkImages urls={urls} setUrls={setUrls} />
                {remark('web.uploads.imageModal.networkRemark')}
              </>
            ),
          },
        ]}
      />
    </Modal>
  );
}
