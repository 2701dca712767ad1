import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { fieldRightOf, position, type PermissionItem } from '@weld/core';
import { session } from '../lib/session';
import { renderWithRouter } from '../test/render';
import { positions, startResourceServer } from '../test/resource-server';
import type { ResourcePageProps } from './resource-page';

// the machine these run on may be slow: waits are generous
const SLOW = { timeout: 10_000 };
const right = (action: string, type: '1' | '2' = '1', status?: '0' | '1'): PermissionItem => ({
  action,
  type,
  describe: action,
  ...(status ? { status } : {}),
});
const BUTTONS = ['list', 'add', 'edit'].map((a) => right(`system:position:${a}`));
// 菜单管理's rules: 职级 visible once granted, 职务名称 editable once granted
const RULES = [
  right(fieldRightOf(position, 'postRank'), '1', '1'),
  right(fieldRightOf(position, 'name'), '2', '1'),
];

let server: Awaited<ReturnType<typeof startResourceServer>>;
let ResourcePage: ComponentType<ResourcePageProps>;

beforeAll(async () => {
  server = await startResourceServer(positions(3));
  vi.stubEnv('VITE_API_BASE', server.base);
  ResourcePage = (await import('./resource-page')).ResourcePage;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

const buttons = (name: string) =>
  [...document.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === name);
const headers = () => [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);

async function openPage() {
  renderWithRouter([{ path: '*', element: <ResourcePage definition={position} /> }]);
  await screen.findByText('P001', {}, SLOW);
}

describe('query (field) permissions on a resource screen', () => {
  it(
    'hides the column, search field and form field a user lacks the right to, and disables the field they may not change',
    { timeout: 60_000 },
    async () => {
      session.savePermissions({ auth: BUTTONS, allAuth: RULES });
      await openPage();
      expect(headers()).toContain('职务编码');
      expect(headers()).not.toContain('职级');
      expect(screen.queryByText('中级')).toBeNull();
      expect(within(document.getElementById('position-search')!).queryByText('职级')).toBeNull();
      fireEvent.click(buttons('编辑')[0]!);
      const form = within(document.getElementById('position-form')!);
      expect(form.queryByLabelText('职级')).toBeNull();
      expect((form.getByLabelText('职务名称') as HTMLInputElement).disabled).toBe(true);
      expect((form.getByLabelText('职务编码') as HTMLInputElement).disabled).toBe(false);
      fireEvent.click(buttons('确定')[0]!);
      // the edit does not carry the hidden field
      await waitFor(
        () =>
          expect(server.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
            id: 'p1',
            code: 'P001',
          }),
        SLOW,
      );
      expect(server.calls.find((c) => c.method === 'PUT')!.body).not.toHaveProperty('postRank');
    },
  );

  it(
    'shows everything to a holder of the rights, and to everyone when the rules are switched off',
    { timeout: 60_000 },
    async () => {
      session.savePermissions({
        auth: [...BUTTONS, ...RULES.map((r) => right(r.action, r.type))],
        allAuth: RULES,
      });
      await openPage();
      expect(headers()).toContain('职级');
      session.savePermissions({ auth: BUTTONS, allAuth: RULES.map((r) => ({ ...r, status: '0' as const })) });
      await waitFor(() => expect(headers()).toContain('职级'), SLOW);
      fireEvent.click(buttons('编辑')[0]!);
      expect(
        (within(document.getElementById('position-form')!).getByLabelText('职务名称') as HTMLInputElement)
          .disabled,
      ).toBe(false);
    },
  );
});
