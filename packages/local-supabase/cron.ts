/**
 * pg_cron, the part a project uses: the jobs its migrations add with `cron.schedule` (the stand-in
 * schema of platform.sql) run on their schedule, each in a transaction of its own as the role
 * that scheduled it, as pg_cron runs them on a hosted project. A job that fails is logged and
 * runs again at its next time, like pg_cron records it in cron.job_run_details and goes on.
 * The HTTP requests queued with pg_net's net.http_post, by a job or by any transaction (a
 * trigger that wakes a function), are sent on each tick after the jobs, on a chain of their own,
 * as pg_net's background worker does: a slow function call never holds the next jobs.
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

interface QueuedRequest {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  timeout_milliseconds: number;
}

export class CronScheduler {
  private readonly lastRun = new Map<string, number>();
  private readonly unsupported = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private sending: Promise<void> = Promise.resolve();
  private writtenSecrets = '';

  constructor(
    private readonly db: SqlDatabase,
    private readonly log: (line: string) => void,
    private readonly now: () => number = Date.now,
    /**
     * The Vault secrets a hosted project's owner creates for scheduled calls to its functions
     * ('project_url', 'service_role_key'): kept set to this backend's before each run.
     */
    private readonly vaultSecrets: () => Readonly<Record<string, string>> = () => ({}),
  ) {}

  /**
   * Checks every `tickMs` for jobs that are due and for queued requests, skipping a tick while
   * jobs are running (not while requests are sent); the timer does not keep Node alive.
   */
  start(tickMs = 1000): void {
    let busy = false;
    this.timer ??= setInterval(() => {
      if (busy) return;
      busy = true;
      void this.runJobs(this.isDue)
        .then(() => void this.send())
        .finally(() => {
          busy = false;
        });
    }, tickMs);
    this.timer.unref();
  }

  /**
   * Runs the jobs whose interval has passed since their last run (or that never ran); resolves
   * once the requests they queued are sent (tests read what those calls did).
   */
  async runDue(): Promise<void> {
    if (await this.runJobs(this.isDue)) await this.send();
  }

  /** Runs every active job now, whatever its schedule (tests: no waiting for the clock). */
  async runAll(): Promise<void> {
    if (await this.runJobs(() => true)) await this.send();
  }

  /**
   * Stops the timer and waits for the jobs and requests in progress, so the database can close
   * after them.
   */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    await this.sending;
  }

  private readonly isDue = (job: CronJob): boolean => {
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
  };

  /**
   * The due jobs, one run at a time, like pg_cron's default cron.max_running_jobs per job;
   * whether any ran.
   */
  private runJobs(due: (job: CronJob) => boolean): Promise<boolean> {
    const work = async () => {
      const { rows } = await this.db.query<CronJob>(
        `select jobid::text as jobid, jobname, schedule, command, username
         from cron.job where active order by jobid`,
      );
      let ran = false;
      for (const job of rows) {
        if (!due(job)) continue;
        if (!ran) await this.keepVaultSecrets();
        ran = true;
        this.lastRun.set(job.jobid, this.now());
        await this.run(job);
      }
      return ran;
    };
    const ran = this.running.then(work).catch((error: unknown) => {
      this.log(`cron: could not read cron.job: ${(error as Error).message}`);
      return false;
    });
    this.running = ran.then(() => undefined);
    return ran;
  }

  /** Sends the queued requests after those already being sent, on their own chain. */
  private send(): Promise<void> {
    this.sending = this.sending
      .then(() => this.sendQueuedRequests())
      .catch((error: unknown) => {
        this.log(`net.http_post: could not read the queue: ${(error as Error).message}`);
      });
    return this.sending;
  }

  /** Writes the Vault secrets the jobs read, when they changed (the URL is known after listen). */
  private async keepVaultSecrets(): Promise<void> {
    const wanted = this.vaultSecrets();
    const secrets = JSON.stringify(wanted);
    if (secrets === this.writtenSecrets) return;
    for (const [name, secret] of Object.entries(wanted)) {
      await this.db.query(
        `insert into vault.secrets (name, secret) values ($1, $2)
         on conflict (name) do update set secret = excluded.secret`,
        [name, secret],
      );
    }
    this.writtenSecrets = secrets;
  }

  /**
   * Sends what the jobs queued with net.http_post, as pg_net's worker does: each request once,
   * its failure logged (pg_net records it in net._http_response and moves on).
   */
  private async sendQueuedRequests(): Promise<void> {
    const { rows } = await this.db.query<QueuedRequest>(
      `delete from net.http_request_queue returning id, method, url, headers, body,
         timeout_milliseconds`,
    );
    for (const request of rows) {
      try {
        const res = await fetch(request.url, {
          method: request.method,
          headers: request.headers,
          body: request.body === null ? undefined : JSON.stringify(request.body),
          signal: AbortSignal.timeout(request.timeout_milliseconds),
        });
        await res.body?.cancel();
        if (!res.ok) this.log(`net.http_post ${request.id}: ${request.url} answered ${res.status}`);
      } catch (error) {
        this.log(`net.http_post ${request.id}: ${request.url} failed: ${(error as Error).message}`);
      }
    }
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
