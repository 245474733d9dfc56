/**
 * pg_cron, the part a project uses: the jobs its migrations add with `cron.schedule` (the stand-in
 * schema of platform.sql) run on their schedule, each in a transaction of its own as the role
 * that scheduled it, as pg_cron runs them on a hosted project. A job that fails is logged and
 * runs again at its next time, like pg_cron records it in cron.job_run_details and goes on.
 */
import type { SqlDatabase } from './engine/types.ts';

interface CronJob {
  jobid: string;
  jobname: string | null;
  schedule: string;
  command: string;
  username: string;
}

/**
 * Milliseconds between runs of a pg_cron schedule: `N seconds` (1–59, pg_cron's sub-minute
 * form), `* * * * *` and `*\/N * * * *` (every N minutes). Null for any other: those would need
 * the wall clock, and no migration here uses them.
 */
export function scheduleIntervalMs(schedule: string): number | null {
  const seconds = /^\s*([1-9]|[1-5]\d)\s+seconds?\s*$/i.exec(schedule);
  if (seconds) return Number(seconds[1]) * 1000;
  const minutes = /^\s*(\*|\*\/([1-9]|[1-5]\d))(\s+\*){4}\s*$/.exec(schedule);
  if (minutes) return (minutes[2] ? Number(minutes[2]) : 1) * 60_000;
  return null;
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export class CronScheduler {
  private readonly lastRun = new Map<string, number>();
  private readonly unsupported = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: SqlDatabase,
    private readonly log: (line: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Checks every `tickMs` for jobs that are due, skipping a tick while a run is in progress; the
   * timer does not keep Node alive.
   */
  start(tickMs = 1000): void {
    let busy = false;
    this.timer ??= setInterval(() => {
      if (busy) return;
      busy = true;
      void this.runDue().finally(() => {
        busy = false;
      });
    }, tickMs);
    this.timer.unref();
  }

  /** Runs the jobs whose interval has passed since their last run (or that never ran). */
  runDue(): Promise<void> {
    return this.serially((job) => {
      const interval = scheduleIntervalMs(job.schedule);
      if (interval === null) {
        if (!this.unsupported.has(job.jobid)) {
          this.unsupported.add(job.jobid);
          this.log(
            `cron: ${job.jobname ?? job.jobid}: a schedule this backend cannot run: ${job.schedule}`,
          );
        }
        return false;
      }
      const last = this.lastRun.get(job.jobid);
      return last === undefined || this.now() - last >= interval;
    });
  }

  /** Runs every active job now, whatever its schedule (tests: no waiting for the clock). */
  runAll(): Promise<void> {
    return this.serially(() => true);
  }

  /** Stops the timer and waits for a run in progress, so the database can close after it. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One run at a time, like pg_cron's default cron.max_running_jobs per job. */
  private serially(due: (job: CronJob) => boolean): Promise<void> {
    const work = async () => {
      const { rows } = await this.db.query<CronJob>(
        `select jobid::text as jobid, jobname, schedule, command, username
         from cron.job where active order by jobid`,
      );
      for (const job of rows) {
        if (!due(job)) continue;
        this.lastRun.set(job.jobid, this.now());
        await this.run(job);
      }
    };
    this.running = this.running.then(work).catch((error: unknown) => {
      this.log(`cron: could not read cron.job: ${(error as Error).message}`);
    });
    return this.running;
  }

  private async run(job: CronJob): Promise<void> {
    try {
      await this.db.transaction(async (tx) => {
        await tx.exec(`set local role ${quoteIdent(job.username)}`);
        await tx.exec(job.command);
      });
    } catch (error) {
      this.log(`cron: ${job.jobname ?? job.jobid} failed: ${(error as Error).message}`);
    }
  }
}
