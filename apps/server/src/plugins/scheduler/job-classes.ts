import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';

/** A text a job or a check gives: a `server.` locale key and its parameters, translated for whoever reads it. */
export interface JobMessage {
  key: string;
  params?: Record<string, unknown>;
}

/** What a job class's `run` receives. */
export interface JobRun {
  ctx: AppContext;
  jobId: string;
  /** the job's parameter as saved (checked by `checkParameter` then); null when empty */
  parameter: string | null;
  /** aborted when the server closes: a long job should stop early */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

/**
 * A kind of job the server can run, named as JeecgBoot names its Quartz job classes. Jobs refer to it by
 * `className`; nothing is ever loaded by name, so only registered classes run.
 */
export interface JobClass {
  /** e.g. `weld.jobs.CleanOldLogsJob` */
  className: string;
  /** `server.` locale key of a one-line description for the class select */
  descriptionKey: string;
  /** `server.` locale key saying what the parameter means; left out: the class takes no parameter */
  parameterKey?: string;
  /** a parameter the class cannot use, as a message; null when fine (runs at save time, before anything is written) */
  checkParameter?(parameter: string | null, ctx: AppContext): JobMessage | null | Promise<JobMessage | null>;
  /** does the work; the answer becomes the run's message, a throw makes the run a failure with the error's message */
  run(run: JobRun): Promise<JobMessage | string | void>;
}

const CLASS_NAME = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)+$/;

/**
 * The job classes this server knows. Built-ins are registered at start; another module adds its own while
 * registering its routes, e.g. `ctx.jobClasses.register(sendTemplateJob)`.
 * @example const classes = new JobClassRegistry([sampleParamJob]); classes.get('weld.jobs.SampleParamJob')
 */
export class JobClassRegistry {
  private readonly classes = new Map<string, JobClass>();

  constructor(initial: readonly JobClass[] = []) {
    for (const jobClass of initial) this.register(jobClass);
  }

  register(jobClass: JobClass): void {
    if (!CLASS_NAME.test(jobClass.className))
      throw new Error(`job class name ${jobClass.className} must be a dotted name such as weld.jobs.MyJob`);
    if (this.classes.has(jobClass.className))
      throw new Error(`job class ${jobClass.className} is registered twice`);
    this.classes.set(jobClass.className, jobClass);
  }

  get(className: string): JobClass | undefined {
    return this.classes.get(className);
  }

  /** every class, by name */
  list(): JobClass[] {
    return [...this.classes.values()].sort((a, b) => a.className.localeCompare(b.className));
  }

  /**
   * What is wrong with running `className` with `parameter`: the field at fault and its message; null when fine.
   * @example await classes.problem('weld.jobs.CleanOldLogsJob', 'abc', ctx) // { field: 'parameter', message: { key: 'quartzJob.badDays' } }
   */
  async problem(
    className: string,
    parameter: string | null,
    ctx: AppContext,
  ): Promise<{ field: 'jobClassName' | 'parameter'; message: JobMessage } | null> {
    const jobClass = this.classes.get(className);
    if (!jobClass)
      return {
        field: 'jobClassName',
        message: { key: 'quartzJob.unknownClass', params: { name: className } },
      };
    if (!jobClass.parameterKey && parameter !== null)
      return { field: 'parameter', message: { key: 'quartzJob.noParameter' } };
    const message = await jobClass.checkParameter?.(parameter, ctx);
    return message ? { field: 'parameter', message } : null;
  }
}
