import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderUi } from '../../../test/render';
import { startFakeApi } from '../../../widgets/depart-select/fake-depart-api';
import type { SendTestModal as SendTestModalType } from './send-test-modal';

type Props = Parameters<typeof SendTestModalType>[0];

let api: Awaited<ReturnType<typeof startFakeApi>>;
let SendTestModal: ComponentType<Props>;

beforeAll(async () => {
  api = await startFakeApi({
    'POST /sys/message/sysMessageTemplate/sendMsg': (call) => {
      const receivers = String(call.body?.receiver).split(',');
      return {
        result: { total: receivers.length, sent: receivers.length - 1, failed: 1, outcomes: [] },
        message: '部分发送失败，请在消息记录中查看原因',
      };
    },
  });
  vi.stubEnv('VITE_API_BASE', api.base);
  SendTestModal = (await import('./send-test-modal')).SendTestModal;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

const template = {
  id: 't1',
  templateCode: 'email_notice',
  templateName: '邮件通知示例',
  templateType: '2',
  templateContent: '${name}，型号 ${model} 的参数已更新',
  templateTestJson: '{"name":"张三","model":"WS-400"}',
};

describe('SendTestModal (发送测试)', () => {
  it('previews the test data, refuses values that are not a JSON object, and reports what was sent', async () => {
    renderUi(<SendTestModal template={template} onClose={() => undefined} />);
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('发送测试：邮件通知示例')).toBeTruthy();
    expect(dialog.getByText('邮箱地址，多个用逗号分隔')).toBeTruthy();
    expect(await dialog.findByText('张三，型号 WS-400 的参数已更新')).toBeTruthy();

    const values = dialog.getByLabelText('模板参数（JSON 对象）');
    fireEvent.change(values, { target: { value: '{"name":"李工","model":"${x}"}' } });
    expect(await dialog.findByText('李工，型号 ${x} 的参数已更新')).toBeTruthy();
    fireEvent.change(values, { target: { value: '[1, 2]' } });
    expect(await dialog.findByText('模板参数须为 JSON 对象')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: /发\s*送/ }));
    await new Promise((r) => setTimeout(r, 200));
    expect(api.calls).toHaveLength(0);

    fireEvent.change(values, { target: { value: '{"name":"李工","model":"WS-500"}' } });
    fireEvent.change(dialog.getByLabelText('接收人'), { target: { value: 'li@weld.cn,blocked@weld.cn' } });
    fireEvent.click(dialog.getByRole('button', { name: /发\s*送/ }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0].body).toEqual({
      templateCode: 'email_notice',
      receiver: 'li@weld.cn,blocked@weld.cn',
      params: '{"name":"李工","model":"WS-500"}',
    });
    expect(await dialog.findByText('共 2 条，成功 1 条，失败 1 条')).toBeTruthy();
  });
});
