import { useState } from 'react';
import { Button, Card, Col, Form, Input, Row, Space, Table, Typography } from 'antd';
import { DownloadOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../../../lib/http';
import { ExcelImportModal } from '../../../../widgets/excel-import';
import { FilePopField } from '../../../../widgets/upload/file-pop';
import { FileUpload } from '../../../../widgets/upload/file-upload';
import { ImageUpload } from '../../../../widgets/upload/image-upload';
import { ImageUploadModal } from '../../../../widgets/upload/image-upload-modal';
import { UploadCellEditor } from '../../../../widgets/upload/upload-cell-editor';
import { uploadedPath, type UploadedFile } from '../../../../widgets/upload/uploaded-file';
import sampleUrl from './positions-sample.xlsx?url';

interface Manual {
  model: string;
  title: string;
  cover?: string;
  photos?: string;
  file?: string;
  attachments?: string;
}

/** A machine manual: cover, product photos (also through the image modal), the manual and attachments. */
function ManualForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Manual>();
  const [modal, setModal] = useState(false);
  const [saved, setSaved] = useState<Manual | null>(null);
  const label = (key: string) => t(`web.uploads.gallery.${key}`);
  return (
    <Card size="small" title={label('manualCard')}>
      <Form
        form={form}
        name="manual"
        layout="vertical"
        onFinish={setSaved}
        initialValues={{ model: 'NBC-500 IGBT 气保焊机', title: 'NBC-500 使用说明书 V2.1' }}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="model" label={label('model')}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="title" label={label('manualTitle')}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="cover" label={label('cover')}>
          <ImageUpload biz="weld/manuals" />
        </Form.Item>
        <Form.Item label={label('photos')}>
          <Space direction="vertical" size={8}>
            <Form.Item name="photos" noStyle>
              <ImageUpload biz="weld/photos" maxCount={6} allowDownload />
            </Form.Item>
            <Button icon={<PictureOutlined />} onClick={() => setModal(true)}>
              {label('openImageModal')}
            </Button>
          </Space>
        </Form.Item>
        {/* the manual keeps its original name and size: saved as file records, not a bare path */}
        <Form.Item name="file" label={label('manualFile')}>
          <FileUpload biz="weld/manuals" accept=".pdf,.doc,.docx,.xlsx,.zip" returnUrl={false} />
        </Form.Item>
        <Form.Item name="attachments" label={label('attachments')}>
          <FilePopField biz="weld/manuals" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {label('save')}
        </Button>
      </Form>
      {saved && (
        <Typography.Paragraph style={{ marginTop: 12 }}>
          {label('saved')}：
          <Typography.Text code data-testid="uploads-saved">
            {JSON.stringify(saved)}
          </Typography.Text>
        </Typography.Paragraph>
      )}
      <ImageUploadModal
        open={modal}
        biz="weld/photos"
        onCancel={() => setModal(false)}
        onOk={(added) => {
          const photos = [form.getFieldValue('photos'), added].filter(Boolean).join(',');
          form.setFieldValue('photos', photos);
          setModal(false);
        }}
      />
    </Card>
  );
}

interface Inspection {
  id: string;
  seam: string;
  report: UploadedFile | null;
  photo: UploadedFile | null;
  locked: UploadedFile | null;
  anonymous: UploadedFile | null;
}

const INSPECTIONS: Inspection[] = [
  'HF-2026-0117 角焊缝',
  'HF-2026-0118 对接焊缝',
  'HF-2026-0119 管板焊缝',
].map((seam, i) => ({ id: String(i + 1), seam, report: null, photo: null, locked: null, anonymous: null }));

/** Weld inspections with upload cells as the editable grid uses them. */
function InspectionCells() {
  const { t } = useTranslation();
  const [rows, setRows] = useState(INSPECTIONS);
  const set = (id: string, key: keyof Inspection, value: UploadedFile | null) =>
    setRows((all) => all.map((r) => (r.id === id ? { ...r, [key]: value } : r)));
  const cell =
    (
      key: 'report' | 'photo' | 'locked' | 'anonymous',
      kind: 'file' | 'image',
      options: { token?: boolean; allowDownload?: boolean; allowRemove?: boolean },
    ) =>
    (_: unknown, row: Inspection) => (
      <UploadCellEditor
        kind={kind}
        value={row[key]}
        biz="weld/inspections"
        {...options}
        onChange={(v) => set(row.id, key, v)}
      />
    );
  return (
    <Card size="small" title={t('web.uploads.gallery.cellsCard')}>
      <Table<Inspection>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={rows}
        data-testid="upload-cells"
        columns={[
          { key: 'seam', dataIndex: 'seam', title: t('web.uploads.gallery.seam'), width: 200 },
          {
            key: 'report',
            title: t('web.uploads.gallery.cellColumn'),
            width: 190,
            render: cell('report', 'file', { token: true }),
          },
          {
            key: 'photo',
            title: t('web.uploads.gallery.photoColumn'),
            width: 190,
            render: cell('photo', 'image', { token: true }),
          },
          {
            key: 'locked',
            title: t('web.uploads.gallery.readOnly'),
            width: 190,
            render: cell('locked', 'file', { token: true, allowDownload: false, allowRemove: false }),
          },
          {
            key: 'anonymous',
            title: t('web.uploads.gallery.noToken'),
            width: 210,
            render: cell('anonymous', 'image', { token: false }),
          },
        ]}
      />
      <Typography.Text type="secondary" data-testid="upload-cells-paths">
        {rows
          .map((r) => uploadedPath(r.report))
          .filter(Boolean)
          .join(', ')}
      </Typography.Text>
    </Card>
  );
}

interface PositionRow {
  id: string;
  code: string;
  name: string;
  postRank_dictText?: string;
}

/** 导入EXCEL on 职务 with a sample file, and the newest positions to see what arrived. */
function PositionImport() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [mode, setMode] = useState<'plain' | 'online' | null>(null);
  const latest = useQuery({
    queryKey: ['position', 'list', { gallery: true }],
    queryFn: async () =>
      (
        await http.get<{ records: PositionRow[] }>('/sys/position/list', {
          pageNo: 1,
          pageSize: 5,
          column: 'createTime',
          order: 'desc',
        })
      ).result.records,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['position'] });
  return (
    <Card size="small" title={t('web.uploads.gallery.importCard')}>
      <Typography.Paragraph type="secondary">{t('web.uploads.gallery.importHint')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button icon={<DownloadOutlined />} href={sampleUrl} download="positions-sample.xlsx">
          {t('web.uploads.gallery.sample')}
        </Button>
        <Button type="primary" icon={<UploadOutlined />} onClick={() => setMode('plain')}>
          {t('web.uploads.gallery.openImport')}
        </Button>
        <Button icon={<UploadOutlined />} onClick={() => setMode('online')}>
          {t('web.uploads.gallery.openOnlineImport')}
        </Button>
      </Space>
      <Table<PositionRow>
        rowKey="id"
        size="small"
        pagination={false}
        loading={latest.isFetching}
        dataSource={latest.data ?? []}
        data-testid="gallery-positions"
        columns={[
          { key: 'code', dataIndex: 'code', title: t('resources.position.fields.code') },
          { key: 'name', dataIndex: 'name', title: t('resources.position.fields.name') },
          { key: 'postRank', dataIndex: 'postRank_dictText', title: t('resources.position.fields.postRank') },
        ]}
      />
      <ExcelImportModal
        open={mode !== null}
        online={mode === 'online'}
        url="/sys/position/importExcel"
        onCancel={() => setMode(null)}
        onImported={refresh}
        onOk={() => {
          setMode(null);
          refresh();
        }}
      />
    </Card>
  );
}

/**
 * 组件示例 → 上传与导入: image and file fields on a machine-manual form, the image modal and the file
 * pop, grid upload cells, and 导入EXCEL on positions.
 * @example gallerySections[3].load() // UploadsSection
 */
export function UploadsSection() {
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <ManualForm />
      <InspectionCells />
      <PositionImport />
    </Space>
  );
}
