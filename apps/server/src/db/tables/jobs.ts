import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp, Timestamp } from './foundation';

/** Tables of the job runner (services/jobs, migration 0600). */

export type JobState = 'waiting' | 'running' | 'dead';

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  outbox_id: number | null;
  state: Generated<JobState>;
  attempts: Generated<number>;
  max_attempts: number;
  run_at: DefaultTimestamp;
  locked_by: string | null;
  locked_until: Timestamp | null;
  last_error: string | null;
  singleton_key: string | null;
  created_at: DefaultTimestamp;
  dead_at: Timestamp | null;
}

export interface ScheduledJobsTable {
  name: string;
  period_ms: number;
  next_run_at: Timestamp;
  last_enqueued_at: Timestamp | null;
}

export interface JobTables {
  jobs: JobsTable;
  scheduled_jobs: ScheduledJobsTable;
}
