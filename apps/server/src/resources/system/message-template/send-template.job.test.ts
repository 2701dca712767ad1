import { describe, expect, it } from 'vitest';
import type { PageResult, QuartzJobRun } from '@weld/core';
import { dialects } from '../../../test/databases';
import { call } from '../../../test/client';
import { useKitServer } from '../../../test/kit-fixture';

const CLASS = 'weld.jobs.SendMessageTemplateJob';

/** A scheduled job sending a message template, over real HTTP with the server's scheduler. */
describe.each(dialects)('the send-template job on %s', (dialect) => {
  const kit = useKitServer(dialect, 'tplreader', 'Tpl!reader#2026');
  const api = <T>(method: string, path: string, body?: unknown, token = kit.admin) =>
    call<T>(kit.server, method, path, { token, body });

  it('refuses a parameter that is not the template JSON or names no template, writing nothing', async () => {
    const bad = await api('POST', '/sys/quartzJob/add', {
      jobClassName: CLASS,
      cronExpression: '0 0 8 ? * MON',
      parameter: 'hello',
      status: '-1',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.result)).toContain('templateCode');
    const unknown = await api('POST', '/sys/quartzJob/add', {
      jobClassName: CLASS,
      cronExpression: '0 0 8 ? * MON',
      status: '-1',
      parameter: JSON.stringify({ templateCode: 'no_such_template', receiver: 'tplreader', values: {} }),
    });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body.result)).toContain('no_such_template');
  });

  it("sends the system-notice template to the receiver's bell when it runs, recording the send", async () => {
    const parameter = JSON.stringify({
      templateCode: 'sys_notice_hello',
      receiver: 'tplreader',
      values: { name: '李工', task: `点检 ${dialect}` },
    });
    const added = await api<{ id: string }>('POST', '/sys/quartzJob/add', {
      jobClassName: CLASS,
      cronExpression: '0 0 8 ? * MON',
      parameter,
      status: '-1',
    });
    expect(added.status).toBe(200);
    const executed = await api<{ status: string }>(
      'GET',
      `/sys/quartzJob/execute?id=${added.body.result.id}`,
    );
    expect(executed.body.result.status).toBe('success');
    const runs = await api<PageResult<QuartzJobRun>>(
      'GET',
      `/sys/quartzJob/logList?jobId=${added.body.result.id}`,
    );
    expect(runs.body.result.records[0]).toMatchObject({
      status: 'success',
      message: '按模板 sys_notice_hello 发送成功 1 条',
    });
    const bell = await api<{ sysMsgList: { titile: string }[] }>(
      'GET',
      '/sys/annountCement/listByUser',
      undefined,
      kit.plain,
    );
    expect(bell.body.result.sysMsgList.map((m) => m.titile)).toContain('您好，李工');
  });
});
