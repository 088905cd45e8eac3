import type { ServiceDescriptor, ServiceRegistry } from '@logiscope/infra';
import { CarrierDataContract, descriptorOf, type ServiceApiOf } from '@logiscope/proto/service-api';
import type { CarrierView } from '@logiscope/proto/views';

/**
 * The part of carrier-data's published API the documents read: the carrier with its verdict under the asking
 * company's profile (a service never imports another; it reads the other's contract in @logiscope/proto).
 */
export type CarrierReadApi = Pick<ServiceApiOf<typeof CarrierDataContract>, 'getCarrier'>;

export const CarrierDataReads: ServiceDescriptor<CarrierReadApi> = { ...descriptorOf('carrier-data', CarrierDataContract), methods: ['getCarrier'] };

/** The carrier as the company sees it now (its verdict follows the company's verdict rules). */
export type CarrierSource = (carrierId: string, companyId: string) => Promise<CarrierView>;

export const carrierSourceOf =
  (registry: ServiceRegistry): CarrierSource =>
  (carrierId, companyId) =>
    registry.client(CarrierDataReads).getCarrier({ id: carrierId, companyId });
