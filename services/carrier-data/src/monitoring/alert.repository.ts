import type { DocumentCollection, DocumentStore } from '@logiscope/infra';
import type { MonitoringAlertView } from '../carrier-data.api';

interface Row extends MonitoringAlertView {
  companyId: string;
  /**
   * The alert's place in the company's feed: the time it was recorded (milliseconds, zero-padded, strictly increasing
   * in this process) and its id. Alerts recorded before the feed existed have none and are left out of it.
   */
  position?: string;
}

/**
 * How long a recorded alert waits before the feed shows it. The one writer records alerts one after the other, so
 * positions grow as they are written; the wait covers a second writer (a replica) whose alert, stamped a moment
 * earlier, lands a moment later: a reader never passes a position an alert may still take.
 */
export const ALERT_FEED_SETTLE_MS = 2000;

const POSITION_DIGITS = 15;
const stamp = (ms: number) => String(ms).padStart(POSITION_DIGITS, '0');

/** An alert for the company that gets it. */
export interface CompanyAlert {
  companyId: string;
  alert: MonitoringAlertView;
}

export class AlertRepository {
  private lastMs = 0;
  private readonly listeners: ((alerts: CompanyAlert[]) => Promise<void>)[] = [];

  private constructor(
    private readonly rows: DocumentCollection<Row>,
    private readonly clock: () => number,
  ) {}

  /**
   * Called after every add, a repeated one too (its alert already stored): a listener that failed the first time (a
   * crash, the job queue down) gets it again when the source event is redelivered. Webhooks' `alert.created` listens.
   */
  onAdded(listener: (alerts: CompanyAlert[]) => Promise<void>): void {
    this.listeners.push(listener);
  }

  /** `clock`: wall time in ms (the feed's order is when alerts were recorded, whatever the domain clock says). */
  static async open(store: DocumentStore, clock: () => number = Date.now): Promise<AlertRepository> {
    return new AlertRepository(await store.collection<Row>('monitoring_alerts', [{ fields: ['companyId', 'createdAt'] }, { fields: ['companyId', 'position'] }]), clock);
  }

  /** Ids are derived from the event, the company and the alert's position, so a redelivered event adds nothing. */
  async add(companyId: string, alert: MonitoringAlertView): Promise<boolean> {
    return (await this.addMany([{ companyId, alert }])).length > 0;
  }

  /**
   * The alerts one event makes, in one write (a daily difference makes thousands: one commit each cost most of the
   * webhook fan-out's time). Answers those not stored before; listeners get them all, the repeated ones too.
   */
  async addMany(entries: CompanyAlert[]): Promise<CompanyAlert[]> {
    if (entries.length === 0) return [];
    const rows = entries.map(({ companyId, alert }) => {
      this.lastMs = Math.max(this.clock(), this.lastMs + 1);
      return { ...alert, companyId, position: `${stamp(this.lastMs)}:${alert.id}` };
    });
    const stored = new Set(await this.rows.insertNew(rows));
    const added = entries.filter(({ alert }) => stored.has(alert.id));
    for (const listener of this.listeners) await listener(entries);
    return added;
  }

  async list(companyId: string, limit: number): Promise<MonitoringAlertView[]> {
    const rows = await this.rows.find({ companyId }, { sort: { createdAt: -1 }, limit });
    return rows.map(({ companyId: _c, position: _p, ...a }) => a);
  }

  /** The company's alerts recorded after `after` (a position; '' from the start), oldest first, settled ones only. */
  async feed(companyId: string, after: string, limit: number): Promise<(MonitoringAlertView & { position: string })[]> {
    const settled = `${stamp(this.clock() - ALERT_FEED_SETTLE_MS)};`;
    const rows = await this.rows.find({ companyId, position: after ? { $gt: after, $lt: settled } : { $lt: settled } }, { sort: { position: 1 }, limit });
    return rows.map(({ companyId: _c, position, ...a }) => ({ ...a, position: position ?? '' }));
  }
}
