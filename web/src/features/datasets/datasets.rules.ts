import type { DatasetsReply, DatasetStatus } from '@logiscope/proto/views';

/** While a refresh runs the screen follows it every 2 s; otherwise it looks again each minute (the hourly run). */
export const RUNNING_POLL_MS = 2_000;
export const IDLE_POLL_MS = 60_000;

export function datasetsPollingInterval(reply: DatasetsReply | undefined): number {
  return reply?.refresh.running ? RUNNING_POLL_MS : IDLE_POLL_MS;
}

/** The stale data sets, in the screen's order: each gets its notice (verdicts that read it ask for review). */
export function staleDatasets(reply: DatasetsReply | undefined): DatasetStatus[] {
  return reply?.datasets.filter((d) => d.stale) ?? [];
}
