/**
 * Watches the verdicts of saved and monitored carriers: when new FMCSA data (CarrierChanged) or a company's new rules
 * move a watched carrier's verdict, the company gets an alert and carrier-data's log a CarrierVerdictChanged (on the
 * watchlist topic, for analytics). Alert ids and event streams derive from the cause's id, so a redelivered event or
 * a retried command changes nothing the second time.
 */
import { ConcurrencyError } from '@logiscope/kernel';
import { toNewEvents, type EventStore } from '@logiscope/infra';
import type { CarrierVerdictChanged, Verdict } from '@logiscope/proto';
import type { CarrierRecord } from '../carrier/carrier.model';
import type { CarrierStore } from '../carrier/carrier.store';
import { companyNameOf } from '../intelligence/format';
import type { AlertRepository } from '../monitoring/alert.repository';
import type { CarrierViews } from './carrier-views';
import { CONTACT_FIELDS } from './contact-changes.projection';
import { verdictChangeAlert } from './verdict-alerts';


export interface VerdictWatchDeps {
  store: Pick<CarrierStore, 'get' | 'getMany'>;
  views: Pick<CarrierViews, 'verdicts' | 'verdictsByCompany' | 'lastContactChanges'>;
  alerts: Pick<AlertRepository, 'addMany'>;
  events: EventStore;
  /** Called after an append so the relay publishes at once. */
  onAppended?: () => void;
}

/** Carriers and their verdicts, index for index. */
export interface VerdictSnapshot {
  records: CarrierRecord[];
  verdicts: Verdict[];
}

interface Move {
  companyId: string;
  record: CarrierRecord;
  before: Verdict;
  after: Verdict;
}

export class VerdictWatch {
  constructor(private readonly deps: VerdictWatchDeps) {}

  /**
   * A CarrierChanged for carriers some companies watch: the verdict before the change (the stored record with the
   * changed fields' old values) against after (their new values), under each company's profile.
   */
  async onCarrierChanged(
    cause: { eventId: string; occurredAt: string },
    change: { dotNumber: string; changedFields: string[]; before: Record<string, unknown>; after: Record<string, unknown> },
    companyIds: readonly string[],
  ): Promise<number> {
    const stored = await this.deps.store.get(change.dotNumber);
    if (!stored || companyIds.length === 0) return 0;
    const beforeRecord = { ...stored, ...change.before } as CarrierRecord;
    const afterRecord = { ...stored, ...change.after } as CarrierRecord;
    const day = cause.occurredAt.slice(0, 10);
    // The change being judged may already be in the contact-changes read model, or not yet: decide it here.
    const contactMoved = change.changedFields.some((f) => CONTACT_FIELDS.has(f));
    const projected = (await this.deps.views.lastContactChanges([change.dotNumber])).get(change.dotNumber) ?? '';
    const contactsBefore = new Map([[change.dotNumber, contactMoved && projected >= day ? '' : projected]]);
    const contactsAfter = new Map([[change.dotNumber, contactMoved ? day : projected]]);
    const moves: Move[] = [];
    const before = await this.deps.views.verdictsByCompany([beforeRecord], companyIds, contactsBefore);
    const after = await this.deps.views.verdictsByCompany([afterRecord], companyIds, contactsAfter);
    for (const companyId of companyIds) {
      const [was, is] = [before.get(companyId)![0], after.get(companyId)![0]];
      if (was.outcome !== is.outcome) moves.push({ companyId, record: afterRecord, before: was, after: is });
    }
    return this.publish(cause, 'DATA', 'new FMCSA data', moves);
  }

  /** A company saved new verdict rules: the carriers of its snapshot judged again under the new profile. */
  async onProfileChanged(cause: { eventId: string; occurredAt: string }, companyId: string, before: VerdictSnapshot): Promise<number> {
    const after = await this.deps.views.verdicts(before.records, companyId);
    const moves: Move[] = [];
    before.records.forEach((record, i) => {
      if (before.verdicts[i].outcome !== after[i].outcome) moves.push({ companyId, record, before: before.verdicts[i], after: after[i] });
    });
    return this.publish(cause, 'PROFILE', "your company's verdict rules changed", moves);
  }

  /** Watched carriers and their verdicts under a company's current profile, before it changes (for onProfileChanged). */
  async snapshot(companyId: string, carrierIds: readonly string[]): Promise<VerdictSnapshot> {
    const records = [...(await this.deps.store.getMany([...carrierIds])).values()];
    return { records, verdicts: await this.deps.views.verdicts(records, companyId) };
  }

  private async publish(cause: { eventId: string; occurredAt: string }, kind: 'DATA' | 'PROFILE', why: string, moves: Move[]): Promise<number> {
    const alerted = moves.flatMap((m) => {
      const alert = verdictChangeAlert(companyNameOf(m.record), m.before, m.after, why, kind);
      return alert ? [{ move: m, alert: { id: `${cause.eventId}:${m.companyId}:verdict`, carrierId: m.record.dotNumber, ...alert, createdAt: cause.occurredAt } }] : [];
    });
    // Alerts first (one write), then the events: a crash in between finds the alerts stored on the redelivery.
    await this.deps.alerts.addMany(alerted.map(({ move, alert }) => ({ companyId: move.companyId, alert })));
    for (const { move: m } of alerted) {
      const event: CarrierVerdictChanged = {
        type: 'CarrierVerdictChanged',
        data: {
          companyId: m.companyId,
          carrierId: m.record.dotNumber,
          before: m.before.outcome,
          after: m.after.outcome,
          rules: m.after.checks.filter((c) => c.outcome === m.after.outcome && c.outcome !== 'PASS').map((c) => c.rule),
          profile: m.after.profile,
          cause: kind,
        },
      };
      try {
        await this.deps.events.append(`verdict:${m.companyId}:${m.record.dotNumber}:${cause.eventId}`, 0, toNewEvents([event], { companyId: m.companyId, partitionKey: `verdict:${m.companyId}:${m.record.dotNumber}` }, new Date(cause.occurredAt)));
        this.deps.onAppended?.();
      } catch (e) {
        if (!(e instanceof ConcurrencyError)) throw e;
      }
    }
    return moves.length;
  }
}
