import type { PositionedEvent, Projection } from '@logiscope/infra';
import { assertNever } from '@logiscope/kernel';
import type { ReportEvent } from '@logiscope/proto';
import { pickIncidentFields, type FreightGuardCategory, type FreightGuardSeverity } from '@logiscope/proto/views';
import { INCIDENTS, SEARCH_INDEX, searchRankOf, sortKeyOf, type IncidentCollections, type IncidentDoc } from './freightguard.read-model';
import { termsOf } from './freightguard.terms';

const EVENT_TYPES = ['ReportFiled', 'ResponseLinkIssued', 'ResponseWindowOpened', 'ResponseSubmitted', 'IncidentDisputed', 'IncidentVerified', 'IncidentResolved', 'ReportRetracted'] as const;
type Handled = Extract<ReportEvent, { type: (typeof EVENT_TYPES)[number] }>;

/** The incident list's read model, from the report log: FreightGuard incidents only (carrier reports have their own). */
export class FreightGuardProjection implements Projection<Handled> {
  // v2: the search terms moved to a text index; a data directory of v1 replays the log into it once.
  readonly name = 'reports.freightguard-incidents.v2';
  readonly batched = true;
  readonly eventTypes = EVENT_TYPES;
  readonly collections = [INCIDENTS];
  readonly textIndexes = [SEARCH_INDEX];

  constructor(private readonly c: IncidentCollections) {}

  async apply(event: PositionedEvent<Handled>): Promise<void> {
    switch (event.type) {
      case 'ReportFiled':
        if (event.data.kind === 'INCIDENT') await this.filed(event.data);
        return;
      case 'ResponseLinkIssued':
        await this.c.incidents.update(event.data.reportId, { responseId: event.data.responseId });
        return;
      case 'ResponseWindowOpened':
        await this.c.incidents.update(event.data.reportId, { responseDeadline: event.data.responseDeadline });
        return;
      case 'ResponseSubmitted':
        if (event.data.kind === 'INCIDENT') await this.c.incidents.update(event.data.reportId, { responseText: event.data.responseText, respondedAt: event.data.respondedAt });
        return;
      case 'IncidentDisputed':
        await this.c.incidents.update(event.data.reportId, { status: 'DISPUTED' });
        return;
      case 'IncidentVerified':
        await this.c.incidents.update(event.data.reportId, { status: 'VERIFIED', verifiedBy: event.data.reason });
        return;
      case 'IncidentResolved':
        await this.c.incidents.update(event.data.reportId, { status: 'RESOLVED', amountRecovered: event.data.amountRecovered, resolvedAt: event.data.resolvedAt });
        return;
      case 'ReportRetracted':
        if (event.data.kind === 'INCIDENT') await this.retracted(event.data.reportId);
        return;
      default:
        return assertNever(event);
    }
  }

  private async filed(d: Extract<ReportEvent, { type: 'ReportFiled' }>['data']): Promise<void> {
    const sortKey = sortKeyOf(d.filedAt, d.reportId);
    const doc: IncidentDoc = {
      id: d.reportId,
      sortKey,
      carrierId: d.carrierId,
      carrierKey: d.carrierId || `MC:${d.mcNumber}`,
      carrierName: d.carrierName,
      mcNumber: d.mcNumber,
      dotNumber: d.dotNumber,
      ...pickIncidentFields(d),
      reportCategory: d.reportCategory as FreightGuardCategory,
      severity: (d.severity || 'MEDIUM') as FreightGuardSeverity,
      status: 'PENDING',
      verifiedBy: '',
      companyId: d.companyId,
      reporterName: d.reporterName,
      reporterCompany: d.companyName,
      filedAt: d.filedAt,
      responseDeadline: d.responseDeadline,
      responseText: '',
      respondedAt: '',
      amountRecovered: '',
      resolvedAt: '',
      responseId: '',
    };
    // Put replaces the incident's entry: a replay after a crash writes it again, the same.
    await this.c.terms.put({ id: d.reportId, rank: searchRankOf(d.filedAt), terms: termsOf(d) });
    // A replay never undoes later events: the document is written only when it is not there yet.
    if (!(await this.c.incidents.get(doc.id))) await this.c.incidents.upsert(doc);
  }

  private async retracted(reportId: string): Promise<void> {
    await this.c.incidents.delete(reportId);
    await this.c.terms.remove(reportId);
  }
}
