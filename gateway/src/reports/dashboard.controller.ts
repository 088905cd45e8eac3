import { Controller, Inject } from '@nestjs/common';
import { ops } from '@logiscope/proto/http';
import type { BrokerDashboardView, CarrierIntelligenceView } from '@logiscope/proto/views';
import type { ServiceRegistry } from '@logiscope/infra';
import { CarrierDataService } from '@logiscope/carrier-data/api';
import { NotesService } from '@logiscope/notes/api';
import { ReportsService } from '@logiscope/reports/api';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import type { CallerContext } from '../http/operation.guard';
import { SERVICE_REGISTRY } from '../http/tokens';
import { CarrierFactsCache } from './carrier-facts.cache';
import { composeIntelligence } from './carrier-intelligence.compose';
import { composeDashboard, factsOf } from './dashboard.compose';

/**
 * The live broker dashboard and the Carrier Intelligence Profile. The figures come from the reports service's
 * dashboard projection; each profiled carrier's verdict and score from carrier-data under the company's profile (at
 * most 20 carriers, read in parallel, reused for 30 s: carrier-facts.cache.ts); notes from the notes service.
 */
@Controller()
export class DashboardController {
  private readonly facts = new CarrierFactsCache();

  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {}

  @Endpoint(ops.getBrokerDashboard)
  async dashboard(@Caller() c: CallerContext, @Input() { query }: InputOf<typeof ops.getBrokerDashboard>): Promise<BrokerDashboardView> {
    const figures = await this.registry.client(ReportsService).brokerDashboard({ companyId: c.companyId, period: query.period });
    const carriers = this.registry.client(CarrierDataService);
    const facts = await Promise.all(figures.candidates.map((k) => this.facts.get(c.companyId, k.carrierId, () => factsOf(() => carriers.getCarrier({ id: k.carrierId, companyId: c.companyId })))));
    return composeDashboard(figures, facts);
  }

  @Endpoint(ops.getCarrierIntelligence)
  async intelligence(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.getCarrierIntelligence>): Promise<CarrierIntelligenceView> {
    const carriers = this.registry.client(CarrierDataService);
    const notes = this.registry.client(NotesService);
    // A carrier LogiScope does not hold answers 404 before anything else is read.
    const carrier = await carriers.getCarrier({ id: params.id, companyId: c.companyId });
    const [reports, equipment, own, community] = await Promise.all([
      this.registry.client(ReportsService).listCarrierReports({ carrierId: carrier.id, companyId: c.companyId, kind: '' }),
      carriers.listEquipment({ id: carrier.id }),
      notes.listOwnNotes({ userId: c.userId, carrierId: carrier.id }),
      notes.listCommunityNotes({ userId: c.userId, carrierId: carrier.id }),
    ]);
    return composeIntelligence({ carrier, reports: reports.reports, notes: [...own.notes, ...community.notes], equipment: equipment.equipment, now: new Date() });
  }
}
