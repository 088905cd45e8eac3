import { Refused } from '@logiscope/kernel';
import { handleCommand, type EventStore, type PositionedEvent, type Projection, type Projector } from '@logiscope/infra';
import { reportStream, type ReportFiled } from '@logiscope/proto';
import { reportDecider } from '../report/report.decider';
import type { IncidentCollections } from './freightguard.read-model';

/** A second, independent company reporting the same carrier in the same category within this many days corroborates. */
export const CORROBORATION_DAYS = 90;
const DAY_MS = 86_400_000;

export interface CorroborationDeps {
  events: EventStore;
  collections: IncidentCollections;
  /** The incident read model: corroboration reads the incidents filed before the one it handles. */
  incidents: Pick<Projector, 'caughtUp'>;
  now: () => Date;
  onAppended: () => void;
}

/**
 * The corroboration policy, a process manager on the report log (checkpointed like a projection; it writes events,
 * not documents): when an incident is filed, the incidents of other companies about the same carrier (the carrier
 * record, else the MC number) in the same category filed within the 90 days before it are VERIFIED (CORROBORATED by
 * the new one), and so is the new one (corroborated by the earliest of them): two independent companies agree.
 * Idempotent on redelivery: verifying a VERIFIED incident decides nothing; a RESOLVED or retracted one is left as it is.
 */
export class CorroborationPolicy implements Projection<ReportFiled> {
  readonly name = 'reports.freightguard-corroboration';
  readonly eventTypes = ['ReportFiled'] as const;
  readonly collections = [];

  constructor(private readonly deps: CorroborationDeps) {}

  async apply(event: PositionedEvent<ReportFiled>): Promise<void> {
    if (event.data.kind !== 'INCIDENT') return;
    const filed = event.data;
    await this.deps.incidents.caughtUp(event.position);
    const t = Date.parse(filed.filedAt);
    const earlier = await this.deps.collections.incidents.find(
      {
        carrierKey: filed.carrierId || `MC:${filed.mcNumber}`,
        reportCategory: filed.reportCategory as never,
        filedAt: { $gte: new Date(t - CORROBORATION_DAYS * DAY_MS).toISOString(), $lte: filed.filedAt },
        companyId: { $ne: filed.companyId },
      },
      { sort: { filedAt: 1 }, limit: 200 },
    );
    const others = earlier.filter((d) => d.id !== filed.reportId);
    if (others.length === 0) return;
    for (const other of others) await this.verify(other.id, filed.reportId);
    await this.verify(filed.reportId, others[0]!.id);
  }

  private async verify(reportId: string, corroboratingReportId: string): Promise<void> {
    try {
      const result = await handleCommand(this.deps.events, reportStream(reportId), reportDecider, {
        type: 'VerifyIncident',
        data: { reason: 'CORROBORATED', corroboratingReportId, verifiedBy: '', now: this.deps.now().toISOString() },
      });
      if (result.events.length > 0) this.deps.onAppended();
    } catch (e) {
      // Resolved or retracted since: corroboration changes nothing there.
      if (e instanceof Refused) return;
      throw e;
    }
  }
}
