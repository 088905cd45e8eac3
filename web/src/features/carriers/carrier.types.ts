import type { OpResult } from '../../api/operationRequest';

/**
 * The carrier-data answers as the web app reads them, under the names the screens use: each is what its operation
 * declares it answers (@logiscope/proto/http), so a view changed there is the type here. Type-only: nothing
 * server-side is bundled.
 */
export type Carrier = OpResult<'getCarrier'>;
export type CarrierSearchResult = OpResult<'searchCarriers'>;
export type Equipment = OpResult<'listEquipment'>[number];
export type EquipmentSyncStatus = OpResult<'getEquipmentSync'>;
export type EquipmentSyncResult = OpResult<'syncEquipment'>;
export type MonitoringAlert = OpResult<'listMonitoringAlerts'>[number];
export type SavedCarrier = OpResult<'listSavedCarriers'>[number];
export type SearchHistoryEntry = OpResult<'listSearchHistory'>[number];
export type SharedIdentifier = OpResult<'getSharedIdentifiers'>['identifiers'][number];
export type VinSearchResult = OpResult<'searchVin'>;

/** Parts of those answers the screens name on their own. */
export type {
  EquipmentWithCarrierView as EquipmentWithCarrier,
  InsurancePolicyView,
  RevocationView,
  RiskFactor,
  SharedIdentifierCarrier,
} from '@logiscope/proto/views';
