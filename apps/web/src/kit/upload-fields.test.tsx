import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Form } from 'antd';
import type { ComponentType } from 'react';
import { defineResource, file, image, text, type Field } from '@weld/core';
import { i18n } from '../lib/i18n';
import { renderUi } from '../test/render';
import { startUploadServer } from '../widgets/upload/upload-test-server';
import type { fieldText as FieldTextFn } from './field-cell';

type FieldText = typeof FieldTextFn;

const HEX = '0123456789abcdef0123456789abcdef';
const manual = defineResource({
  name: 'weldManual',
  area: 'test',
  path: '/test/manual',
  table: 'test_manual',
  permission: 'test:manual',
  fields: { title: text(), photo: image(), document: file() },
});

let server: Awaited<ReturnType<typeof startUploadServer>>;
let FieldControl: ComponentType<{ field: Field }>;
let fieldText: FieldText;

beforeAll(async () => {
  server = await startUploadServer();
  vi.stubEnv('VITE_API_BASE', server.base);
  FieldControl = (await import('./field-control')).FieldControl;
  fieldText = (await import('./field-cell')).fieldText;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

describe('image and file field kinds', () => {
  it('edit a stored value with the upload widgets inside a form', async () => {
    renderUi(
      <Form initialValues={{ photo: `weld/seam_${HEX}.png`, document: `weld/规程_${HEX}.pdf` }}>
        <Form.Item name="photo">
          <FieldControl field={manual.fields.photo} />
        </Form.Item>
        <Form.Item name="document">
          <FieldControl field={manual.fields.document} />
        </Form.Item>
      </Form>,
    );
    expect(
      document.querySelector(`img[src="${server.base}/sys/common/static/weld/seam_${HEX}.png"]`),
    ).toBeTruthy();
    expect(await screen.findByText('规程.pd…')).toBeTruthy();
    expect(screen.getByText('上传')).toBeTruthy();
  });

  it('show a thumbnail and a download link in lists and details', () => {
    const record = { id: '1', photo: `weld/seam_${HEX}.png`, document: `weld/焊接工艺规程_${HEX}.pdf` };
    renderUi(
      <div>
        {fieldText(manual.fields.photo, record, i18n.t)}
        {fieldText(manual.fields.document, record, i18n.t)}
      </div>,
    );
    expect(
      document.querySelector(`img[src="${server.base}/sys/common/static/weld/seam_${HEX}.png"]`),
    ).toBeTruthy();
    const link = screen.getByText('焊接工艺规…').closest('a')!;
    expect(link.getAttribute('href')).toBe(
      `${server.base}/sys/common/static/weld/${encodeURIComponent(`焊接工艺规程_${HEX}.pdf`)}`,
    );
  });
});
