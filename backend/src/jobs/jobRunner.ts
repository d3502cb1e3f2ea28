import { Logger as WorkerLogger, run, type TaskList } from 'graphile-worker';
import pg from 'pg';
import type { Logger } from '../logger';

/** graphile-worker's log lines in the app's log: its chatter at debug, its trouble at warn and error. */
function workerLogger(logger: Logger): WorkerLogger {
  return new WorkerLogger((scope) => (level, message, meta) => {
    const fields = { jobs: scope, ...meta };
    if (level === 'error') logger.error(fields, message);
    else if (level === 'warning') logger.warn(fields, message);
    else logger.debug(fields, message);
  });
}

export interface JobRunnerOptions {
  databaseUrl: string;
  logger: Logger;
  tasks: TaskList;
  /** graphile-worker's crontab: recurring jobs, each made once per tick whatever the number of processes. */
  crontab?: string;
  /** Compare run times with Node's clock instead of PostgreSQL's: what lets a test move time. */
  useNodeTime?: boolean;
}

/** The job queue as its process sees it: stopping resolves once its connections are closed. */
export interface JobRunner {
  stop(): Promise<void>;
}

/**
 * The job queue of this process: graphile-worker on the app's PostgreSQL (its own schema and a small pool
 * of its own). Every process may run one; a job is taken by exactly one of them (`SKIP LOCKED`), and a
 * crontab tick makes one job however many processes share it. Its tables are made at start.
 *
 * The pool is ours, with the error handlers graphile-worker asks of a pool it is given: a pool it makes
 * itself is ended without being waited for when it stops, so its connections could outlive the stop.
 */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 3 });
  const logError = (error: Error) => options.logger.error({ err: error }, 'job queue connection failed');
  pool.on('error', logError);
  pool.on('connect', (client) => client.on('error', logError));
  const runner = await run({
    pgPool: pool,
    concurrency: 2,
    noHandleSignals: true,
    pollInterval: 2_000,
    taskList: options.tasks,
    crontab: options.crontab ?? '',
    useNodeTime: options.useNodeTime ?? false,
    logger: workerLogger(options.logger),
  }).catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  return {
    async stop() {
      await runner.stop();
      await pool.end();
    },
  };
}
