import type { ServiceDescriptor } from '@logiscope/infra';
import { CarrierDataContract, descriptorOf, type ServiceApiOf } from '@logiscope/proto/service-api';
import type { z } from 'zod';
// The shapes carrier-data answers are shared with the web app: one definition, in @logiscope/proto.
export type {
  CarrierSearchReply,
  CarrierView,
  EquipmentSyncView,
  EquipmentView,
  EquipmentWithCarrierView,
  ImportRunView,
  InsurancePolicyView,
  LookupReply,
  LookupSample,
  LookupSamplesView,
  MonitoringAlertView,
  RevocationView,
  RiskFactor,
  SavedCarrierView,
  SearchHistoryEntry,
  SharedIdentifier,
  SharedIdentifierCarrier,
  VinSearchReply,
} from '@logiscope/proto';

type Messages = typeof CarrierDataContract.messages;

/** A page of a search (1-based) and its size. */
export type Page = Pick<z.infer<Messages['SearchRequest']>, 'page' | 'pageSize'>;

/** The signed-in user's company and the user (search history and saved carriers are per company). */
export type Caller = z.infer<Messages['CallerRequest']>;

export type AdvancedSearchRequest = z.infer<Messages['AdvancedSearchRequest']>;

/**
 * carrier-data's application API (gateway → in-process or gRPC), declared once in zod
 * (proto/src/carrier-data/carrier-data.service-api.ts), which the .proto is generated from.
 */
export type CarrierDataApi = ServiceApiOf<typeof CarrierDataContract>;

export const CarrierDataService: ServiceDescriptor<CarrierDataApi> = {
  ...descriptorOf('carrier-data', CarrierDataContract),
  // The public API's bulk monitoring: up to 1,000 carriers, each its own command. Past the default 5 s the gateway would
  // answer 503 while the work goes on (on FerretDB v1, 20 carriers under load already took longer).
  deadlinesMs: { setMonitoredMany: 30_000 },
};
