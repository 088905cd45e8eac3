import { Controller, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ops } from '@logiscope/proto/http';
import type { EquipmentSyncStatusView } from '@logiscope/proto/views';
import type { ServiceRegistry } from '@logiscope/infra';
import { CarrierDataService } from '@logiscope/carrier-data/api';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import type { CallerContext } from '../http/operation.guard';
import { SERVICE_REGISTRY } from '../http/tokens';

/** One carrier: its detail, shared identifiers, equipment and equipment sync, and VIN search. */
@Controller()
export class CarrierDetailController {
  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {}

  /** Every reply here is answered as it is (or a part of it), through the declared answer: no boundary copy (ClientOptions). */
  private get carriers() {
    return this.registry.client(CarrierDataService, { replies: 'answered' });
  }

  @Endpoint(ops.getCarrier)
  carrier(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.getCarrier>) {
    return this.carriers.getCarrier({ id: params.id, companyId: c.companyId });
  }

  @Endpoint(ops.listDatasets)
  datasets() {
    return this.carriers.listDatasets({});
  }

  @Endpoint(ops.getSharedIdentifiers)
  shared(@Input() { params }: InputOf<typeof ops.getSharedIdentifiers>) {
    return this.carriers.sharedIdentifiers({ id: params.id });
  }

  @Endpoint(ops.listEquipment)
  async equipment(@Input() { params }: InputOf<typeof ops.listEquipment>) {
    return (await this.carriers.listEquipment({ id: params.id })).equipment;
  }

  /** A background job: 200 with its outcome when it finished within the wait, 202 with its state while it still runs. */
  @Endpoint(ops.syncEquipment)
  async sync(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.syncEquipment>, @Res({ passthrough: true }) res: Response) {
    const sync = await this.carriers.syncEquipment({ companyId: c.companyId, userId: c.userId, id: params.id });
    if (sync.state !== 'completed') res.status(202);
    return sync;
  }

  /** The carrier's latest equipment sync (what the Equipment tab polls while one runs); null when it never ran. */
  @Endpoint(ops.getEquipmentSync)
  async lastSync(@Input() { params }: InputOf<typeof ops.getEquipmentSync>): Promise<EquipmentSyncStatusView> {
    return { lastSync: (await this.carriers.getEquipmentSync({ id: params.id })).lastSync ?? null };
  }

  @Endpoint(ops.searchVin)
  vin(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.searchVin>) {
    return this.carriers.searchVin({ companyId: c.companyId, userId: c.userId, vin: params.vin });
  }
}
