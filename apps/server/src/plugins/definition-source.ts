import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { compileRuntimeResource, translate } from '@weld/core';
import type { Locale, ResourceDefinition, RuntimeProblem, RuntimeResourceSpec } from '@weld/core';
import type { Database } from '../db/schema';
import { newId } from '../db/ids';
import { AppError } from '../lib/errors';
import type { PubSub } from '../stores';

const CHANNEL = 'runtime-resources-changed';

interface Loaded {
  def: ResourceDefinition;
  version: number;
}

/**
 * Every resource the kit serves, looked up by name: the code-defined ones of core's registry and those defined
 * at run time (`sys_runtime_resource`). A change to a runtime definition is published on the shared pub/sub
 * (Redis when configured), so every instance reads it again at once; without a shared pub/sub each instance
 * compares the stored versions every `resyncMs` and reads what changed.
 * @example const def = ctx.definitions.get('gasOrder')
 */
export class DefinitionSource {
  private readonly code: ReadonlyMap<string, ResourceDefinition>;
  private readonly codeTables: ReadonlySet<string>;
  private runtime = new Map<string, Loaded>();
  private generation = 0;
  /** the reload begun last: one that a later reload overtook answers when that one has applied */
  private latest: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private log: FastifyBaseLogger | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly pubsub: PubSub,
    codeDefinitions: readonly ResourceDefinition[],
    private readonly resyncMs: number,
  ) {
    this.code = new Map(codeDefinitions.map((def) => [def.name, def]));
    this.codeTables = new Set(codeDefinitions.map((def) => def.table));
  }

  async start(log: FastifyBaseLogger): Promise<void> {
    this.log = log;
    await this.pubsub.subscribe(CHANNEL, () => this.reloadLogged());
    await this.reload();
    this.timer = setInterval(() => this.reloadLogged(), this.resyncMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** The code-defined resources, served at their own paths. */
  codeDefinitions(): ResourceDefinition[] {
    return [...this.code.values()];
  }

  /** A resource defined at run time, or null (code-defined names are not answered here). */
  runtimeDefinition(name: string): ResourceDefinition | null {
    return this.runtime.get(name)?.def ?? null;
  }

  /** The resources defined at run time, served through the dispatch routes. */
  runtimeDefinitions(): ResourceDefinition[] {
    return [...this.runtime.values()].map((r) => r.def);
  }

  /** Every resource served now, code-defined first. */
  all(): ResourceDefinition[] {
    return [...this.code.values(), ...this.runtimeDefinitions()];
  }

  /** The resources over a table (several when a code definition shares its table with another view). */
  byTable(table: string): ResourceDefinition[] {
    return this.all().filter((def) => def.table === table);
  }

  /**
   * Stores a runtime definition (new, or a change of the stored one) and has every instance serve it; a
   * definition that cannot be served is a 400 listing why, and nothing is stored.
   * @example await ctx.definitions.save(spec, 'admin', request.lang)
   */
  async save(spec: RuntimeResourceSpec, by: string, now: string, lang: Locale): Promise<ResourceDefinition> {
    const compiled = this.compile(spec, lang);
    await this.db.transaction().execute(async (tx) => {
      const stored = await tx
        .selectFrom('sys_runtime_resource')
        .select(['id', 'version'])
        .where('name', '=', spec.name)
        .executeTakeFirst();
      const json = JSON.stringify(spec);
      if (stored) {
        await tx
          .updateTable('sys_runtime_resource')
          .set({ spec: json, version: stored.version + 1, update_by: by, update_time: now })
          .where('id', '=', stored.id)
          .execute();
      } else {
        await tx
          .insertInto('sys_runtime_resource')
          .values({
            id: newId(),
            name: spec.name,
            spec: json,
            version: 1,
            create_by: by,
            create_time: now,
            update_by: null,
            update_time: null,
          })
          .execute();
      }
    });
    await this.changed();
    return compiled;
  }

  /**
   * Has every instance read a runtime definition again as it is stored, for its owner's caches keyed by the
   * definition object (an online form's design, which changed beside it). Nothing happens for an unknown name.
   * @example await ctx.definitions.touch('ext_orders')
   */
  async touch(name: string): Promise<void> {
    const result = await this.db
      .updateTable('sys_runtime_resource')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('name', '=', name)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) await this.changed();
  }

  /** Stops serving a runtime definition on every instance; its table and rows stay. Answers whether there was one. */
  async remove(name: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('sys_runtime_resource')
      .where('name', '=', name)
      .executeTakeFirst();
    await this.changed();
    return Number(result.numDeletedRows) > 0;
  }

  /**
   * Reads the stored definitions whose version changed; one that no longer compiles is left out and logged.
   * Answers once what was stored when it began is served, though a later reload applies it.
   */
  reload(): Promise<void> {
    const run = this.load(++this.generation);
    this.latest = run;
    return run;
  }

  private async load(generation: number): Promise<void> {
    const versions = await this.db.selectFrom('sys_runtime_resource').select(['name', 'version']).execute();
    const stale = versions.filter((v) => this.runtime.get(v.name)?.version !== v.version).map((v) => v.name);
    const rows =
      stale.length > 0
        ? await this.db
            .selectFrom('sys_runtime_resource')
            .select(['name', 'spec', 'version'])
            .where('name', 'in', stale)
            .execute()
        : [];
    // a later reload read the table after this one began: what it applies includes what this one read
    if (generation !== this.generation) return this.latest;
    const next = new Map<string, Loaded>();
    for (const { name } of versions) {
      const kept = this.runtime.get(name);
      if (kept && !stale.includes(name)) next.set(name, kept);
    }
    for (const row of rows) {
      let served: ResourceDefinition | { problems: RuntimeProblem[] };
      try {
        served = this.servable(JSON.parse(row.spec) as RuntimeResourceSpec);
      } catch (err) {
        served = { problems: [{ key: 'runtime.unreadable', params: { error: String(err) } }] };
      }
      if ('problems' in served)
        this.log?.warn(
          { name: row.name, problems: served.problems },
          'runtime resource left out: its stored definition cannot be served',
        );
      else next.set(row.name, { def: served, version: row.version });
    }
    this.runtime = next;
  }

  /** The definition a spec serves, or why it cannot: core's checks, then no code resource's name or table. */
  private servable(spec: RuntimeResourceSpec): ResourceDefinition | { problems: RuntimeProblem[] } {
    const compiled = compileRuntimeResource(spec);
    if ('problems' in compiled) return compiled;
    const problems: RuntimeProblem[] = [];
    if (this.code.has(compiled.name))
      problems.push({ key: 'runtime.nameTaken', params: { name: compiled.name } });
    if (this.codeTables.has(compiled.table))
      problems.push({ key: 'runtime.productTable', params: { name: compiled.table } });
    return problems.length > 0 ? { problems } : compiled;
  }

  /** What save stores: a servable definition, or a 400 listing why not in the caller's language. */
  private compile(spec: RuntimeResourceSpec, lang: Locale): ResourceDefinition {
    const served = this.servable(spec);
    if (!('problems' in served)) return served;
    const texts = served.problems.map((p) => translate(lang, `server.${p.key}`, p.params));
    throw new AppError(400, 'kit.invalid', { details: texts.join('; ') }, { problems: texts });
  }

  private async changed(): Promise<void> {
    await this.reload();
    await this.pubsub.publish(CHANNEL, String(Date.now()));
  }

  private reloadLogged(): void {
    this.reload().catch((err: unknown) => this.log?.error({ err }, 'runtime resources reload failed'));
  }
}
