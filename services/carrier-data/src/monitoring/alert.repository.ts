import { DuplicateKeyError } from '@logiscope/kernel';
import type { DocumentCollection, DocumentStore } from '@logiscope/infra';
import type { MonitoringAlertView } from '../carrier-data.api';

interface Row extends MonitoringAlertView {
  companyId: string;
}

export class AlertRepository {
  private constructor(private readonly rows: DocumentCollection<Row>) {}

  static async open(store: DocumentStore): Promise<AlertRepository> {
    return new AlertRepository(await store.collection<Row>('monitoring_alerts', [{ fields: ['companyId', 'createdAt'] }]));
  }

  /** Ids are derived from the event, the company and the alert's position, so a redelivered event adds nothing. */
  async add(companyId: string, alert: MonitoringAlertView): Promise<boolean> {
    try {
      await this.rows.insert({ ...alert, companyId });
      return true;
    } catch (e) {
      if (e instanceof DuplicateKeyError) return false;
      throw e;
    }
  }

  async list(companyId: string, limit: number): Promise<MonitoringAlertView[]> {
    const rows = await this.rows.find({ companyId }, { sort: { createdAt: -1 }, limit });
    return rows.map(({ companyId: _c, ...a }) => a);
  }
}
