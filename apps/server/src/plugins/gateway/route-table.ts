import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/schema';
import type { PubSub } from '../../stores';
import { compileRule, matchRule, RuleProblem } from './route-rules';
import type { GatewayRule } from './route-rules';

const CHANNEL = 'gateway-routes-changed';

/**
 * The enabled gateway routes of this instance, compiled, and the fan-out of their changes: a save on
 * any instance publishes on the shared pub/sub (Redis when configured) and every instance, this one
 * included, reads the routes again, so enabling or disabling a route takes effect everywhere at once.
 * @example const match = routes.match('/manual/a.pdf', 'GET')
 */
export class GatewayRouteTable {
  private rules: GatewayRule[] = [];
  /** the latest reload started: an older one finishing late must not put back older routes */
  private generation = 0;
  private log: FastifyBaseLogger | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly pubsub: PubSub,
  ) {}

  /** Loads the routes and listens for changes; `log` takes what cannot be applied or read. */
  async start(log: FastifyBaseLogger): Promise<void> {
    this.log = log;
    await this.pubsub.subscribe(CHANNEL, () => {
      this.reload().catch((err: unknown) => this.log?.error({ err }, 'gateway routes reload failed'));
    });
    await this.reload();
  }

  /** Reads the enabled routes again; a stored route the proxy cannot apply is left out and logged. */
  async reload(): Promise<void> {
    const generation = ++this.generation;
    const rows = await this.db
      .selectFrom('sys_gateway_route')
      .selectAll()
      .where('status', '=', '1')
      .execute();
    const rules: GatewayRule[] = [];
    for (const row of rows) {
      try {
        rules.push(compileRule(row));
      } catch (err) {
        if (!(err instanceof RuleProblem)) throw err;
        this.log?.warn(
          { routerId: row.router_id, problem: err.key },
          'gateway route left out: the proxy cannot apply it',
        );
      }
    }
    if (generation === this.generation) this.rules = rules;
  }

  /** After a save or delete: this instance reads the routes before answering, the others on the message. */
  async changed(): Promise<void> {
    await this.reload();
    await this.pubsub.publish(CHANNEL, String(Date.now()));
  }

  match(path: string, method: string) {
    return matchRule(this.rules, path, method);
  }
}
