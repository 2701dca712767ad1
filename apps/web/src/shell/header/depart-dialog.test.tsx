import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { startFakeApi } from '../../widgets/depart-select/fake-depart-api';
import type { DepartDialog as DepartDialogType } from './depart-dialog';

const departs = [
  { orgCode: 'A01', departName: '焊接车间' },
  { orgCode: 'A02', departName: '质检部' },
];
let orgCode: string | null = 'A02';
let api: Awaited<ReturnType<typeof startFakeApi>>;
let DepartDialog: typeof DepartDialogType;

beforeAll(async () => {
  api = await startFakeApi({
    'GET /sys/user/getCurrentUserDeparts': () => ({ result: { list: departs, orgCode } }),
  });
  vi.stubEnv('VITE_API_BASE', api.base);
  DepartDialog = (await import('./depart-dialog')).DepartDialog;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

describe('department switch dialog title (spec widgets §2)', () => {
  it('names the current department: 部门切换（当前部门 : 质检部）', async () => {
    orgCode = 'A02';
    renderUi(<DepartDialog open onClose={() => undefined} />);
    expect(await screen.findByText('部门切换（当前部门 : 质检部）')).toBeTruthy();
  });

  it('reads 部门选择 when the user has no current department', async () => {
    orgCode = null;
    renderUi(<DepartDialog open onClose={() => undefined} />);
    expect(await screen.findByText('部门选择')).toBeTruthy();
  });
});
