import type { ServiceDescriptor, ServiceRegistry } from '@logiscope/infra';
import type { CarrierView } from '@logiscope/proto/views';

/**
 * The part of carrier-data's API the documents read: the carrier with its verdict under the asking company's profile.
 * Named here from the gRPC contract (proto/grpc/v1/carrier-data.proto), since a service never imports another.
 */
export interface CarrierReadApi {
  getCarrier(request: { id: string; companyId?: string }): Promise<CarrierView>;
}

export const CarrierDataReads: ServiceDescriptor<CarrierReadApi> = {
  name: 'carrier-data',
  protoFile: 'v1/carrier-data.proto',
  protoPackage: 'logiscope.carriers.v1',
  serviceName: 'CarrierDataService',
  methods: ['getCarrier'],
};

/** The carrier as the company sees it now (its verdict follows the company's verdict rules). */
export type CarrierSource = (carrierId: string, companyId: string) => Promise<CarrierView>;

export const carrierSourceOf =
  (registry: ServiceRegistry): CarrierSource =>
  (carrierId, companyId) =>
    registry.client(CarrierDataReads).getCarrier({ id: carrierId, companyId });
