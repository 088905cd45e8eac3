import { DomainError, ErrorCode, fold } from '@logiscope/kernel';
import type { EventStore, Projector } from '@logiscope/infra';
import { reportStream, type ReportEvent } from '@logiscope/proto';
import { message } from '@logiscope/proto/http';
import { reportDecider } from '../report/report.decider';
import { CORROBORATION_DAYS } from './freightguard.corroboration';
import { toFreightGuardRecord, type FreightGuardRecord, type IncidentCollections, type IncidentDoc } from './freightguard.read-model';
import { corroborationsOf, searchIncidents } from './freightguard.search';

export interface FreightGuardListRequest {
  companyId: string;
  /** '' for none. */
  search: string;
  /** ALL or a category. */
  category: string;
  /** ALL or a status. */
  status: string;
  page: number;
  pageSize: number;
}

export interface FreightGuardDeps {
  events: EventStore;
  collections: IncidentCollections;
  projector: Pick<Projector, 'notify'>;
}

/** How long a read of one's own write waits for the incident list to show it. */
const OWN_WRITE_WAIT_MS = 5_000;

/**
 * FreightGuard's reads: the incident list (search, filters, pages) and one incident as a company sees it. Filing,
 * the carrier's answer, resolving and verifying go through the report aggregate (reports' fileReport, respond,
 * resolveIncident, verifyIncident); corroboration is freightguard.corroboration.ts.
 */
export class FreightGuardQueries {
  constructor(private readonly deps: FreightGuardDeps) {}

  async list(request: FreightGuardListRequest): Promise<{ reports: FreightGuardRecord[]; total: number; exact: boolean }> {
    const { docs, total, exact } = await searchIncidents(this.deps.collections, {
      search: request.search,
      category: request.category as never,
      status: request.status as never,
      page: request.page,
      pageSize: request.pageSize,
    });
    return { reports: await Promise.all(docs.map((d) => this.record(d, request.companyId))), total, exact };
  }

  /**
   * One incident, as its stream says it is now: right after a write (filing, resolve, verify) the list may be a few
   * milliseconds behind, so this waits until the read model agrees with the aggregate.
   */
  async get(request: { reportId: string; companyId: string }): Promise<FreightGuardRecord> {
    const deadline = Date.now() + OWN_WRITE_WAIT_MS;
    for (;;) {
      // Read again each time: a background write (corroboration, the carrier's mail) may move the aggregate meanwhile.
      const { events } = await this.deps.events.readStream<ReportEvent>(reportStream(request.reportId));
      const state = fold(reportDecider, events);
      if (state.status === 'none' || state.retracted || state.report.kind !== 'INCIDENT') throw DomainError.notFound(message('FG_REPORT_NOT_FOUND'));
      const doc = await this.deps.collections.incidents.get(request.reportId);
      const current = doc && doc.status === state.incidentStatus && (doc.respondedAt !== '') === (state.response !== null) && (doc.responseId ?? '') === state.responseId;
      if (doc && current) return this.record(doc, request.companyId);
      if (Date.now() > deadline) throw new DomainError(ErrorCode.UNAVAILABLE, 'The incident list is catching up; try again in a moment.');
      this.deps.projector.notify();
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  private async record(doc: IncidentDoc, companyId: string): Promise<FreightGuardRecord> {
    return toFreightGuardRecord(doc, companyId, await corroborationsOf(this.deps.collections, doc, CORROBORATION_DAYS));
  }
}
