import { Controller, Inject } from '@nestjs/common';
import { ops } from '@logiscope/proto/http';
import type { ServiceRegistry } from '@logiscope/infra';
import type { DatasetRefreshState, DatasetsReply } from '@logiscope/proto/views';
import { CarrierDataService } from '@logiscope/carrier-data/api';
import { Endpoint } from '../http/endpoint.decorator';
import { SERVICE_REGISTRY } from '../http/tokens';

/** The Data sets screen (every FMCSA data set, its freshness, the daily refresh): platform-wide, operators only. */
@Controller()
export class DatasetsController {
  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {}

  @Endpoint(ops.listDatasetStatus)
  list(): Promise<DatasetsReply> {
    return this.registry.client(CarrierDataService).datasetStatus({});
  }

  /** 202: the run goes on in carrier-data's job queue; the screen polls the list for its outcome. */
  @Endpoint(ops.refreshDatasets)
  refresh(): Promise<DatasetRefreshState> {
    return this.registry.client(CarrierDataService).refreshDatasets({});
  }
}
