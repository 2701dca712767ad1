import { render, screen } from '@testing-library/react';
import { Modal } from 'antd';
import { describe, expect, it } from 'vitest';
import { AntdProviders } from './antd-providers';

describe('AntdProviders', () => {
  it('limits every modal body to 80% of the window height, scrolling beyond (widgets §9)', () => {
    render(
      <AntdProviders>
        <Modal open title="长内容">
          <div>{'行\n'.repeat(200)}</div>
        </Modal>
      </AntdProviders>,
    );
    const body = screen.getByRole('dialog').querySelector<HTMLElement>('.ant-modal-body');
    expect(body?.style.maxHeight).toBe('80vh');
    expect(body?.style.overflowY).toBe('auto');
  });
});
