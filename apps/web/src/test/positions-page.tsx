import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import type { ComponentType } from 'react';
import { session } from '../lib/session';
import type { ResourcePageProps } from '../kit/resource-page';
import { positions, startResourceServer } from './resource-server';

export interface PositionsPage {
  /** the fake positions API: its rows and the calls it received (forgotten before each test) */
  server: Awaited<ReturnType<typeof startResourceServer>>;
  /** the kit's ResourcePage, talking to that API */
  ResourcePage: ComponentType<ResourcePageProps>;
}

/**
 * The kit's ResourcePage over a fake positions API of `rows` rows, for one test file: the page's module is loaded
 * once the API's address is in the environment; before each test the API's calls are forgotten and the session
 * holds exactly the rights `system:position:<action>` of `actions`.
 * @example const kit = withPositionsPage(3, ['add', 'edit']); … <kit.ResourcePage definition={position} />
 */
export function withPositionsPage(rows: number, actions: readonly string[]): PositionsPage {
  const fixture = {} as PositionsPage;
  beforeAll(async () => {
    fixture.server = await startResourceServer(positions(rows));
    vi.stubEnv('VITE_API_BASE', fixture.server.base);
    fixture.ResourcePage = (await import('../kit/resource-page')).ResourcePage;
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await fixture.server.close();
  });
  beforeEach(() => {
    fixture.server.calls.length = 0;
    const auth = actions.map((a) => ({ action: `system:position:${a}`, type: '1' as const, describe: a }));
    session.savePermissions({ auth, allAuth: [] });
  });
  return fixture;
}
