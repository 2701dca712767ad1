import { afterAll, beforeAll } from 'vitest';
import type { DialectName } from '../db/dialect';
import { call, login } from './client';
import { ADMIN_PASSWORD, startServer } from './server';
import type { TestServer } from './server';
import { smallTree, userWith } from './weld-fixture';

export type Rec = { id: string; code: string; powers: string[] };
type Page = { records: Rec[]; total: number };

/** The rights a specialist holds: what they may do with the sequences they see. */
export const SPECIALIST_RIGHTS = [
  'weld:sequence:list',
  'weld:sequence:add',
  'weld:sequence:edit',
  'weld:sequence:delete',
  'weld:sequence:export',
  'weld:sequence:download',
  'weld:sequence:push',
];
/** Grant dates that hold today. */
export const OPEN = { validFrom: '2020-01-01', validTo: '2099-12-31' };

type Tree = Awaited<ReturnType<typeof smallTree>>;

export interface SequencePower {
  server: TestServer;
  admin: string;
  /** two model trees, PWA and PWB */
  t1: Tree;
  t2: Tree;
  /** sequences PW-A1 and PW-A2 under t1, PW-B1 under t2, by a1, a2, b1 */
  seq: Record<string, string>;
  /** the specialists' tokens by username: pwspeca (granted view on t1's series) and pwspecb (no grant) */
  tokens: Record<string, string>;
  addSequence: (code: string, modelId: string, extra?: Record<string, unknown>) => Promise<string>;
  grant: (body: Record<string, unknown>) => Promise<string>;
  specialist: (username: string) => Promise<void>;
  /** the codes of the PW sequences `token` sees in the list */
  codes: (token: string) => Promise<string[]>;
  byId: (token: string, id: string) => ReturnType<typeof call<Rec>>;
}

/** The sequence-power scene on `dialect` for the describe block around it. */
export function useSequencePower(dialect: DialectName): SequencePower {
  const power = { seq: {}, tokens: {} } as SequencePower;
  const { seq, tokens } = power;

  const addSequence = async (code: string, modelId: string, extra: Record<string, unknown> = {}) => {
    const body = {
      modelId,
      code,
      name: code,
      process: 'mig',
      material: 'carbon',
      thickness: 6,
      current: 200,
      voltage: 24,
      wireFeed: 9,
      gasFlow: 15,
      travelSpeed: 45,
      version: 'V1.0',
      status: 'draft',
      ...extra,
    };
    const answer = await call<Rec>(power.server, 'POST', '/weld/sequence/add', { token: power.admin, body });
    if (answer.status !== 200) throw new Error(`${code}: ${answer.body.message}`);
    return answer.body.result.id;
  };
  const grant = async (body: Record<string, unknown>) => {
    const answer = await call<Rec>(power.server, 'POST', '/weld/sequencePower/add', {
      token: power.admin,
      body: { ...OPEN, ...body },
    });
    if (answer.status !== 200) throw new Error(`grant: ${answer.body.message}`);
    return answer.body.result.id;
  };
  const specialist = async (username: string) => {
    tokens[username] = (await userWith(power.server, username, SPECIALIST_RIGHTS, [], 'A01')).token;
    const answer = await call(power.server, 'POST', '/weld/specialist/add', {
      token: power.admin,
      body: { username, level: 'senior', certifications: 'ISO 9606-1', skills: 'mig,tig', status: '1' },
    });
    if (answer.status !== 200) throw new Error(`specialist ${username}: ${answer.body.message}`);
  };
  const codes = async (token: string) => {
    const { body } = await call<Page>(power.server, 'GET', '/weld/sequence/list?pageSize=100&code=PW*', {
      token,
    });
    return body.result.records.map((r) => r.code).sort();
  };
  const byId = (token: string, id: string) =>
    call<Rec>(power.server, 'GET', `/weld/sequence/queryById?id=${id}`, { token });

  beforeAll(async () => {
    power.server = await startServer(dialect);
    power.admin = await login(power.server, 'admin', ADMIN_PASSWORD);
    power.t1 = await smallTree(power.server, power.admin, 'PWA');
    power.t2 = await smallTree(power.server, power.admin, 'PWB');
    seq.a1 = await addSequence('PW-A1', power.t1.m1);
    seq.a2 = await addSequence('PW-A2', power.t1.m2);
    seq.b1 = await addSequence('PW-B1', power.t2.m1);
    await specialist('pwspeca');
    await specialist('pwspecb');
    await grant({
      granteeType: 'specialist',
      grantee: 'pwspeca',
      targetType: 'model',
      targetId: power.t1.series,
      actions: 'view',
    });
  });
  afterAll(async () => power.server?.stop());
  Object.assign(power, { addSequence, grant, specialist, codes, byId });
  return power;
}
