/** A job class the server knows (GET /sys/quartzJob/jobClasses), for the class select of the job form. */
export interface QuartzJobClass {
  className: string;
  /** one line in the caller's language */
  description: string;
  /** what the parameter means, in the caller's language; null: the class takes no parameter */
  parameterHint: string | null;
}

/** One run of a job (GET /sys/quartzJob/logList?jobId), newest first. */
export interface QuartzJobRun {
  id: string;
  jobId: string;
  /** 'schedule' or 'manual' */
  triggerType: 'schedule' | 'manual';
  /** `YYYY-MM-DD HH:mm:ss` in the server's zone */
  startTime: string;
  endTime: string | null;
  costMs: number | null;
  status: 'running' | 'success' | 'failure';
  /** in the caller's language */
  message: string | null;
  /** the server instance that ran it */
  host: string;
}
