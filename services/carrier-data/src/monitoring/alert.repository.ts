import { DuplicateKeyError } from '@logiscope/kernel';
import type { DocumentCollection, DocumentStore } from '@logiscope/infra';
import type { MonitoringAlertView } from '../carrier-data.api';

interface Row extends MonitoringAlertView {
  companyId: string;
}

export class AlertRepository {
  private readonly listeners: ((companyId: string, alert: MonitoringAlertView) => Promise<void>)[] = [];

  private constructor(private readonly rows: DocumentCollection<Row>) {}

  /**
   * Called after every add, a repeated one too (its alert already stored): a listener that failed the first time (a
   * crash, the job queue down) gets it again when the source event is redelivered. Webhooks' `alert.created` listens.
   */
  onAdded(listener: (companyId: string, alert: MonitoringAlertView) => Promise<void>): void {
    this.listeners.push(listener);
  }

  static async open(store: DocumentStore): Promise<AlertRepository> {
    return new AlertRepository(await store.collection<Row>('monitoring_alerts', [{ fields: ['companyId', 'createdAt'] }]));
  }

  /** Ids are derived from the event, the company and the alert's position, so a redelivered event adds nothing. */
  async add(companyId: string, alert: MonitoringAlertView): Promise<boolean> {
    let added = true;
    try {
      await this.rows.insert({ ...alert, companyId });
    } catch (e) {
      if (!(e instanceof DuplicateKeyError)) throw e;
      added = false;
    }
    for (const listener of this.listeners) await listener(companyId, alert);
    return added;
  }

  async list(companyId: string, limit: number): Promise<MonitoringAlertView[]> {
    const rows = await this.rows.find({ companyId }, { sort: { createdAt: -1 }, limit });
    return rows.map(({ companyId: _c, ...a }) => a);
  }
}
