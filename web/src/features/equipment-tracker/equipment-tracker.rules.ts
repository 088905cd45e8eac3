import { EQUIPMENT_PAGE_SIZE, equipmentVinSchema, message, type EquipmentQueryInput } from '@logiscope/proto/http';
import { EQUIPMENT_STATUSES, type EquipmentStatus, type EquipmentKind } from '@logiscope/proto/views';
import { ruleMessageOf, type RuleMessage } from '../../shared/errors/errorText';

/**
 * The signed-in equipment tracker's filters and VIN Lookup, as the server's declared rules read them (equipmentQuerySchema
 * in `@logiscope/proto/http`): one implementation of each rule.
 */
export interface LiveFilters {
  search: string;
  status: 'ALL' | EquipmentStatus;
  type: 'ALL' | EquipmentKind;
  page: number;
}

export const INITIAL_FILTERS: LiveFilters = { search: '', status: 'ALL', type: 'ALL', page: 1 };

/** The statuses the live data can say (derived from inspections; the sample's IN_TRANSIT and MAINTENANCE cannot be). */
export const LIVE_STATUSES = EQUIPMENT_STATUSES;

/** The query GET /api/equipment is asked: blank text and ALL left out, so the cache key stays small. */
export function equipmentQueryOf(filters: LiveFilters, pageSize = EQUIPMENT_PAGE_SIZE): EquipmentQueryInput {
  const query: EquipmentQueryInput = { page: filters.page, pageSize };
  const q = filters.search.trim();
  if (q) query.q = q.slice(0, 100);
  if (filters.status !== 'ALL') query.status = filters.status;
  if (filters.type !== 'ALL') query.type = filters.type;
  return query;
}

/** A filter changed: back to the first page. */
export const withFilter = (filters: LiveFilters, change: Partial<Omit<LiveFilters, 'page'>>): LiveFilters => ({ ...filters, ...change, page: 1 });

/** VIN Lookup's text: the part of a VIN to look up, or the rule it breaks (EQUIPMENT_VIN_INVALID, the server's wording). */
export function vinLookupOf(text: string): { vin: string } | { error: RuleMessage } {
  const parsed = equipmentVinSchema.safeParse(text);
  if (!parsed.success) return { error: ruleMessageOf(parsed.error.issues[0]) };
  // Blank is allowed as a query filter (no VIN part), not as a lookup.
  if (parsed.data === '') return { error: { code: 'EQUIPMENT_VIN_INVALID', params: {}, message: message('EQUIPMENT_VIN_INVALID') } };
  return { vin: parsed.data };
}
