import { Controller, Inject } from '@nestjs/common';
import { ops } from '@logiscope/proto/http';
import type { ServiceRegistry } from '@logiscope/infra';
import { CarrierDataService, type ImportRunView } from '@logiscope/carrier-data/api';
import { Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import { SERVICE_REGISTRY } from '../http/tokens';

/** FMCSA import runs (`npm run import`) with their progress, live while the CLI runs: platform-wide, operators only. */
@Controller()
export class CarrierImportsController {
  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {}

  @Endpoint(ops.listCarrierImports)
  async list(@Input() { query }: InputOf<typeof ops.listCarrierImports>): Promise<ImportRunView[]> {
    return (await this.registry.client(CarrierDataService).listImports({ limit: query.limit })).imports;
  }

  @Endpoint(ops.getCarrierImport)
  get(@Input() { params }: InputOf<typeof ops.getCarrierImport>): Promise<ImportRunView> {
    return this.registry.client(CarrierDataService).getImport({ id: params.id });
  }
}
