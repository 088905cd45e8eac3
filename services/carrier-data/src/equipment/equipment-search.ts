/**
 * The equipment tracker's use case (GET /api/equipment): the query checked with the declared rules (the gateway has
 * checked them too; a gRPC caller is held to them here), the store's search, and each vehicle shown with its carrier
 * (name, MC, DOT) and what its last inspection says (equipment-status.ts) as of today.
 */
import { DomainError } from '@logiscope/kernel';
import { equipmentQuerySchema, type EquipmentQueryParams } from '@logiscope/proto/http';
import type { EquipmentPage, TrackedEquipmentView } from '@logiscope/proto/views';
import type { CarrierRecord, EquipmentRecord } from '../carrier/carrier.model';
import type { CarrierStore } from '../carrier/carrier.store';
import { activeSince, equipmentKind, equipmentStatus, inspectionResult } from './equipment-status';

/** What carrier-data's API takes (the caller, and the query as declared). */
export type EquipmentSearchRequest = { companyId: string; userId: string } & EquipmentQueryParams;

export class EquipmentSearch {
  constructor(
    private readonly store: Pick<CarrierStore, 'searchEquipment' | 'getMany'>,
    private readonly now: () => Date,
  ) {}

  async search(request: EquipmentSearchRequest): Promise<EquipmentPage> {
    const { q, type, status, vin, page, pageSize } = checked(request);
    const since = activeSince(this.now().toISOString().slice(0, 10));
    const found = await this.store.searchEquipment(
      { text: q, vin, kind: type === 'ALL' ? undefined : type, status: status === 'ALL' ? undefined : status, activeSince: since },
      { offset: (page - 1) * pageSize, limit: pageSize },
    );
    const carriers = await this.store.getMany([...new Set(found.hits.map((h) => h.record.dotNumber))]);
    return {
      items: found.hits.map((h) => trackedView(h.record, carriers.get(h.record.dotNumber), since)),
      total: found.total,
      capped: found.capped,
      page,
      pageSize,
    };
  }
}

function checked(request: EquipmentSearchRequest): EquipmentQueryParams {
  const { q, type, status, vin, page, pageSize } = request;
  const parsed = equipmentQuerySchema.safeParse({ q, type: type || undefined, status: status || undefined, vin, page: page || undefined, pageSize: pageSize || undefined });
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  throw DomainError.validation(issues[0].message, issues);
}

export function trackedView(e: EquipmentRecord, carrier: CarrierRecord | undefined, since: string): TrackedEquipmentView {
  const { dotNumber, ...view } = e;
  return {
    ...view,
    carrierId: dotNumber,
    companyName: carrier?.legalName ?? '',
    mcNumber: carrier?.mcNumbers[0] ?? '',
    kind: equipmentKind(e),
    status: equipmentStatus(e, since),
    inspectionResult: inspectionResult(e),
  };
}
