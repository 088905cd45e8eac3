import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import type { ServiceRegistry } from '@logiscope/infra';
import { CarrierDataService, type ImportRunView } from '@logiscope/carrier-data';
import { SERVICE_REGISTRY } from '../http/tokens';
import { AdminOnly } from '../auth/admin.guard';
import { wholeNumber } from '../http/whole-number';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

/** FMCSA import runs (`npm run import`) with their progress, live while the CLI runs; administrators only. */
@Controller('api/admin/carrier-imports')
@AdminOnly('You need administrator privileges to view FMCSA data imports.')
export class CarrierImportsController {
  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {}

  @Get()
  async list(@Query('limit') limit?: string): Promise<ImportRunView[]> {
    const { imports } = await this.registry.client(CarrierDataService).listImports({ limit: wholeNumber(limit, DEFAULT_LIMIT, MAX_LIMIT) });
    return imports;
  }

  @Get(':id')
  async get(@Param('id') id: string): Promise<ImportRunView> {
    return this.registry.client(CarrierDataService).getImport({ id });
  }
}
