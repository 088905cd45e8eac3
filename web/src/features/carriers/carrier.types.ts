/**
 * The carrier-data answers as the web app reads them: the shared wire types (@logiscope/proto/views, the same ones
 * services/carrier-data answers), under the names the screens use. Type-only: nothing server-side is bundled.
 */

export type {
  CarrierView as Carrier,
  CarrierSearchReply as CarrierSearchResult,
  EquipmentView as Equipment,
  EquipmentSyncStatusView as EquipmentSyncStatus,
  EquipmentSyncView as EquipmentSyncResult,
  EquipmentWithCarrierView as EquipmentWithCarrier,
  InsurancePolicyView,
  MonitoringAlertView as MonitoringAlert,
  RevocationView,
  RiskFactor,
  SavedCarrierView as SavedCarrier,
  SearchHistoryEntry,
  SharedIdentifier,
  SharedIdentifierCarrier,
  VinSearchReply as VinSearchResult,
} from '@logiscope/proto/views';
