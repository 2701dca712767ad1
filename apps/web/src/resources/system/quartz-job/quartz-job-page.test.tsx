import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { PermissionItem } from '@weld/core';
import { session } from '../../../lib/session';
import { renderUi } from '../../../test/render';
import { startFakeApi, type FakeCall } from '../../../widgets/depart-select/fake-depart-api';

const JOBS = [
  {
    id: 'j1',
    jobClassName: 'weld.jobs.SampleParamJob',
    cronExpression: '0/10 * * * * ? *',
    parameter: 'hi',
    description: '示例',
    status: '0',
    status_dictText: '正常',
    createTime: '2026-11-22 08:00:00',
    nextFireTime: '2026-11-22 08:00:10',
    lastRunTime: '2026-11-22 08:00:00',
    lastRunStatus: 'success',
  },
  {
    id: 'j2',
    jobClassName: 'weld.jobs.CleanOldLogsJob',
    cronExpression: '0 0 2 * * ? *',
    parameter: '30',
    description: '清理日志',
    status: '-1',
    status_dictText: '停止',
    createTime: '2026-11-22 07:00:00',
    nextFireTime: null,
    lastRunTime: null,
    lastRunStatus: null,
  },
];
const CLASSES = [
  {
    className: 'weld.jobs.CleanExpiredTokensJob',
    description: '清理过期的登录令牌（无参数）',
    parameterHint: null,
  },
  {
    className: 'weld.jobs.CleanOldLogsJob',
    description: '删除早于指定天数的系统日志和任务运行记录',
    parameterHint: '保留天数：1 到 3650 的整数，留空为 30',
  },
  {
    className: 'weld.jobs.SampleParamJob',
    description: '示例任务：把参数写入运行日志',
    parameterHint: '任意文本，运行时原样记录',
  },
];
const RUNS = [
  {
    id: 'r2',
    jobId: 'j1',
    triggerType: 'manual',
    startTime: '2026-11-22 08:00:05',
    endTime: '2026-11-22 08:00:05',
    costMs: 3,
    status: 'failure',
    message: 'boom',
    host: 'h:1',
  },
  {
    id: 'r1',
    jobId: 'j1',
    triggerType: 'schedule',
    startTime: '2026-11-22 08:00:00',
    endTime: '2026-11-22 08:00:00',
    costMs: 2,
    status: 'success',
    message: '示例任务收到参数：hi',
    host: 'h:1',
  },
];

/** add as the server answers it: a cron expression the engine refuses is a field error. */
function add(call: FakeCall) {
  if (call.body?.cronExpression === '0 0 25 * * ?') {
    const message =
      'Cron表达式无效：Invalid cron expression "0 0 25 * * ?": hours field "25": hours values must be between 0 and 23';
    return {
      result: { errors: { cronExpression: message } },
      status: 400,
      message: `Cron表达式：${message}`,
    };
  }
  return { result: { ...call.body, id: 'j3' }, message: '添加成功' };
}

const CRON_BUTTON = '编辑';

let api: Awaited<ReturnType<typeof startFakeApi>>;
let QuartzJobPage: ComponentType;

beforeAll(async () => {
  api = await startFakeApi({
    'GET /sys/quartzJob/list': () => ({
      result: { records: JOBS, total: 2, size: 10, current: 1, pages: 1 },
    }),
    'GET /sys/quartzJob/jobClasses': () => ({ result: CLASSES }),
    'GET /sys/quartzJob/logList': () => ({
      result: { records: RUNS, total: 2, size: 10, current: 1, pages: 1 },
    }),
    'GET /sys/quartzJob/pause': () => ({ result: null, message: '定时任务已停止' }),
    'GET /sys/quartzJob/resume': () => ({ result: null, message: '定时任务已启动' }),
    'GET /sys/dict/getDictItems/quartz_status': () => ({
      result: [
        { value: '0', text: '正常' },
        { value: '-1', text: '停止' },
      ],
    }),
    'POST /sys/quartzJob/add': add,
  });
  vi.stubEnv('VITE_API_BASE', api.base);
  QuartzJobPage = (await import('./quartz-job-page')).QuartzJobPage;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

const right = (action: string): PermissionItem => ({ action, type: '1', describe: action });
const grant = (...actions: string[]) =>
  session.savePermissions({ auth: actions.map((a) => right(`system:quartzJob:${a}`)), allAuth: [] });
const buttons = (name: string, root: ParentNode = document) =>
  [...root.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === name);
const openDrawer = () =>
  waitFor(
    () => {
      const found = document.querySelector('.ant-drawer-open .ant-drawer-body');
      if (!found) throw new Error('no drawer yet');
      return found as HTMLElement;
    },
    { timeout: 5000 },
  );

beforeEach(() => {
  api.calls.length = 0;
  grant('add', 'edit', 'delete', 'pause', 'resume', 'execute');
});

describe('QuartzJobPage (定时任务)', () => {
  it("creates a job from the class select, the cron input and the status, and shows the engine's refusal under the cron field", async () => {
    renderUi(<QuartzJobPage />);
    await screen.findByText('示例', undefined, { timeout: 8000 });
    fireEvent.click(buttons('新增')[0]);
    const drawer = await openDrawer();
    // the class select lists the server's classes with their descriptions
    fireEvent.mouseDown(drawer.querySelector('#quartzJob-form_jobClassName') as HTMLElement);
    const option = await screen.findByText(
      '删除早于指定天数的系统日志和任务运行记录',
      { selector: '.ant-select-item-option *' },
      { timeout: 5000 },
    );
    expect(document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')).toHaveLength(3);
    fireEvent.click(option);
    await within(drawer).findByTestId('job-class-description');
    expect(await within(drawer).findByText('保留天数：1 到 3650 的整数，留空为 30')).toBeTruthy();
    // the cron field is the cron editor's input, with its button
    const cron = await waitFor(
      () => {
        const found = drawer.querySelector('#quartzJob-form_cronExpression');
        if (!found) throw new Error('the cron editor has not loaded yet');
        return found as HTMLInputElement;
      },
      { timeout: 8000 },
    );
    expect(buttons(CRON_BUTTON, drawer)).toHaveLength(1);
    fireEvent.change(cron, { target: { value: '0 0 25 * * ?' } });
    fireEvent.change(drawer.querySelector('#quartzJob-form_parameter') as HTMLElement, {
      target: { value: '7' },
    });
    fireEvent.click(buttons('确定', drawer.closest('.ant-drawer') as HTMLElement)[0]);
    expect(
      await within(drawer).findByText(/hours values must be between 0 and 23/, undefined, { timeout: 5000 }),
    ).toBeTruthy();
    const sent = api.calls.filter((c) => c.path === '/sys/quartzJob/add');
    expect(sent[0].body).toMatchObject({
      jobClassName: 'weld.jobs.CleanOldLogsJob',
      cronExpression: '0 0 25 * * ?',
      parameter: '7',
      status: '0',
    });

    fireEvent.change(cron, { target: { value: '0/10 * * * * ? *' } });
    fireEvent.click(buttons('确定', drawer.closest('.ant-drawer') as HTMLElement)[0]);
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/sys/quartzJob/add')).toHaveLength(2), {
      timeout: 5000,
    });
    expect(api.calls.filter((c) => c.path === '/sys/quartzJob/add')[1].body).toMatchObject({
      cronExpression: '0/10 * * * * ? *',
    });
  });

  it('disables the parameter of a class that takes none', async () => {
    renderUi(<QuartzJobPage />);
    await screen.findByText('示例', undefined, { timeout: 8000 });
    fireEvent.click(buttons('新增')[0]);
    const drawer = await openDrawer();
    fireEvent.mouseDown(drawer.querySelector('#quartzJob-form_jobClassName') as HTMLElement);
    fireEvent.click(
      await screen.findByText(
        '清理过期的登录令牌（无参数）',
        { selector: '.ant-select-item-option *' },
        { timeout: 5000 },
      ),
    );
    await waitFor(() =>
      expect((drawer.querySelector('#quartzJob-form_parameter') as HTMLTextAreaElement).disabled).toBe(true),
    );
    expect((drawer.querySelector('#quartzJob-form_parameter') as HTMLTextAreaElement).placeholder).toBe(
      '该任务类不接受参数',
    );
  });

  it('shows the status, next and last run, 停止 for a normal job and 启动 for a stopped one, as rights allow', async () => {
    renderUi(<QuartzJobPage />);
    const first = (await screen.findByText('示例', undefined, { timeout: 8000 })).closest(
      'tr',
    ) as HTMLElement;
    const second = screen.getByText('清理日志').closest('tr') as HTMLElement;
    expect(within(first).getByText('2026-11-22 08:00:10')).toBeTruthy();
    expect(within(first).getByText('成功')).toBeTruthy();
    expect(buttons('停止', first)).toHaveLength(1);
    expect(buttons('启动', first)).toHaveLength(0);
    expect(buttons('启动', second)).toHaveLength(1);
    fireEvent.click(buttons('启动', second)[0]);
    expect(await screen.findByText('定时任务已启动', undefined, { timeout: 5000 })).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/sys/quartzJob/resume')?.query.get('id')).toBe('j2');
  });

  it('hides the actions the user has no right to', async () => {
    grant('edit');
    renderUi(<QuartzJobPage />);
    await screen.findByText('示例', undefined, { timeout: 8000 });
    for (const name of ['停止', '启动', '立即执行']) expect(buttons(name), name).toHaveLength(0);
    expect(buttons('运行日志')).toHaveLength(2);
  });

  it("lists a job's runs, newest first, in the run log", async () => {
    renderUi(<QuartzJobPage />);
    const first = (await screen.findByText('示例', undefined, { timeout: 8000 })).closest(
      'tr',
    ) as HTMLElement;
    fireEvent.click(buttons('运行日志', first)[0]);
    expect(await screen.findByText('运行日志：示例', undefined, { timeout: 5000 })).toBeTruthy();
    const rows = await waitFor(
      () => {
        const found = [...document.querySelectorAll('.ant-drawer-open .ant-table-tbody tr.ant-table-row')];
        if (found.length !== 2) throw new Error('no runs yet');
        return found;
      },
      { timeout: 5000 },
    );
    expect(rows[0].textContent).toContain('boom');
    expect(rows[0].textContent).toContain('失败');
    expect(rows[0].textContent).toContain('手动');
    expect(rows[1].textContent).toContain('示例任务收到参数：hi');
    const titles = [...document.querySelectorAll('.ant-drawer-open .ant-table-thead th')].map(
      (th) => th.textContent,
    );
    expect(titles).toEqual(['开始时间', '结果', '信息', '耗时', '触发方式', '结束时间', '执行实例']);
    expect(api.calls.find((c) => c.path === '/sys/quartzJob/logList')?.query.get('jobId')).toBe('j1');
  });
});
