import { DomainError, parseOrThrow } from '@logiscope/kernel';
import { handleCommand, type DocumentCollection, type EventStore, type Projector } from '@logiscope/infra';
import { message, vettingRetentionBodySchema } from '@logiscope/proto/http';
import { DEFAULT_VETTING_RETENTION_YEARS, type VettingRetentionView } from '@logiscope/proto/views';
import { vettingRetentionDecider, vettingRetentionStream } from './vetting-retention.decider';
import type { VettingRetentionDocument } from './vetting-retention.projection';

export interface VettingRetentionDeps {
  events: EventStore;
  retention: DocumentCollection<VettingRetentionDocument>;
  projector: Pick<Projector, 'caughtUp'>;
  onAppended?: () => void;
  now: () => Date;
}

const DEFAULT_VIEW: VettingRetentionView = { years: DEFAULT_VETTING_RETENTION_YEARS, isDefault: true, updatedAt: '', updatedBy: '' };

/** How long each company keeps its new vetting records: 8 years until an administrator sets it (the gateway checks the role). */
export class VettingRetentionService {
  constructor(private readonly deps: VettingRetentionDeps) {}

  async get(companyId: string): Promise<VettingRetentionView> {
    const d = companyId ? await this.deps.retention.get(companyId) : null;
    return d ? { years: d.years, isDefault: false, updatedAt: d.updatedAt, updatedBy: d.updatedBy } : DEFAULT_VIEW;
  }

  async years(companyId: string): Promise<number> {
    return (await this.get(companyId)).years;
  }

  async set(request: { companyId: string; userId: string; setBy: string; years: number }): Promise<VettingRetentionView> {
    if (!request.companyId) throw DomainError.forbidden(message('COMPANY_SETUP_REQUIRED'));
    const { years } = parseOrThrow(vettingRetentionBodySchema, { years: request.years });
    const { events, position } = await handleCommand(
      this.deps.events,
      vettingRetentionStream(request.companyId),
      vettingRetentionDecider,
      { type: 'SetVettingRetention', data: { companyId: request.companyId, years, setBy: request.setBy, at: this.deps.now().toISOString() } },
      { metadata: { companyId: request.companyId, userId: request.userId }, now: this.deps.now, attempts: 5 },
    );
    if (events.length) {
      this.deps.onAppended?.();
      await this.deps.projector.caughtUp(position);
    }
    return this.get(request.companyId);
  }
}
