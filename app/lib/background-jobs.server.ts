import { logger } from "./logger.server";

/** A background job starts and returns a function that stops it (awaitable). */
export type BackgroundJob = { name: string; start: () => () => Promise<void> | void };

const running: { name: string; stop: () => Promise<void> | void }[] = [];

export function startBackgroundJobs(jobs: BackgroundJob[]) {
  for (const job of jobs) {
    running.push({ name: job.name, stop: job.start() });
    logger.info({ job: job.name }, "background job started");
  }
}

export async function stopBackgroundJobs() {
  while (running.length > 0) {
    const job = running.pop()!;
    await job.stop();
  }
}
