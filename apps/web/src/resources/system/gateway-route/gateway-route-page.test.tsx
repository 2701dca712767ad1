import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { PermissionItem } from '@weld/core';
import { session } from '../../../lib/session';
import { renderUi } from '../../../test/render';
import { startFakeApi } from '../../../widgets/depart-select/fake-depart-api';

const ROUTES = [
  {
    id: 'r1',
    routerId: 'manual',
    name: '说明书服务',
    uri: 'http://10.20.0.5:8080/manual',
    predicates: '[{"name":"Path","args":{"_genkey_0":"/manual/**"}}]',
    filters: null,
    status: '1',
    status_dictText: '有效',
    anonymous: '0',
    perms: 'gateway:manual',
    timeoutSeconds: 30,
  },
  {
    id: 'r3',
    routerId: 'hr',
    name: '人事接口',
    uri: 'http://10.20.0.6',
    predicates: null,
    filters: null,
    status: '1',
    status_dictText: '有效',
    anonymous: '0',
    perms: null,
    timeoutSeconds: 30,
  },
  {
    id: 'r2',
    routerId: 'erp',
    name: 'ERP 接口',
    uri: 'https://erp.weld.example.com',
    predicates: null,
    filters: null,
    status: '1',
    status_dictText: '有效',
    anonymous: '1',
    perms: null,
    timeoutSeconds: 30,
  },
];

let api: Awaited<ReturnType<typeof startFakeApi>>;
let GatewayRoutePage: ComponentType;

beforeAll(async () => {
  const yn = () => ({
    result: [
      { value: '1', text: '是' },
      { value: '0', text: '否' },
    ],
  });
  api = await startFakeApi({
    'GET /sys/gatewayRoute/list': () => ({
      result: { records: ROUTES, total: 3, size: 10, current: 1, pages: 1 },
    }),
    'GET /sys/dict/getDictItems/yn': yn,
    'GET /sys/dict/getDictItems/valid_status': () => ({
      result: [
        { value: '1', text: '有效' },
        { value: '0', text: '无效' },
      ],
    }),
  });
  vi.stubEnv('VITE_API_BASE', api.base);
  GatewayRoutePage = (await import('./gateway-route-page')).GatewayRoutePage;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

const right = (action: string): PermissionItem => ({ action, type: '1', describe: action });

beforeEach(() => {
  session.savePermissions({ auth: ['system:gateway:add', 'system:gateway:edit'].map(right), allAuth: [] });
});

describe('GatewayRoutePage (网关路由)', () => {
  it(
    'shows where each route is served: its Path patterns, or /<routerId>/** without one',
    { timeout: 60_000 },
    async () => {
      renderUi(<GatewayRoutePage />);
      await screen.findByText('说明书服务', undefined, { timeout: 8000 });
      expect(screen.getAllByText('网关地址').length).toBeGreaterThan(0);
      expect(screen.getByText(`${api.base}/gateway/manual/**`)).toBeTruthy();
      expect(screen.getByText(`${api.base}/gateway/erp/**`)).toBeTruthy();
      // the right each route needs: its code, or administrators only when none is named (an anonymous route needs none)
      expect(screen.getByText('gateway:manual')).toBeTruthy();
      expect(screen.getAllByText('仅管理员')).toHaveLength(1);
    },
  );

  it(
    'says in the form how predicates, filters and access are written, with the access fields',
    { timeout: 60_000 },
    async () => {
      renderUi(<GatewayRoutePage />);
      await screen.findByText('说明书服务', undefined, { timeout: 8000 });
      fireEvent.click(
        [...document.querySelectorAll('button')].find(
          (b) => b.textContent?.replace(/\s/g, '') === '新增',
        ) as HTMLElement,
      );
      const drawer = await waitFor(() => {
        const found = document.querySelector('.ant-drawer-open .ant-drawer-body');
        if (!found) throw new Error('no drawer yet');
        return found as HTMLElement;
      });
      expect(
        within(drawer).getByText(`路由经 ${api.base}/gateway 加上路由条件 Path 匹配的路径对外提供`),
      ).toBeTruthy();
      for (const label of ['访问权限编码', '允许匿名访问', '超时（秒）'])
        expect(within(drawer).getByText(label)).toBeTruthy();
      const placeholders = [...drawer.querySelectorAll('textarea')].map((area) => area.placeholder);
      expect(placeholders).toEqual([
        expect.stringContaining('示例：[{"name":"Path"'),
        expect.stringContaining('{"name":"StripPrefix"'),
      ]);
    },
  );
});
