import { Controller, Get, Inject } from '@nestjs/common';
import { GATEWAY_CONFIG } from '../http/tokens';
import type { GatewayConfig } from '../config/gateway.config';

@Controller('api/health')
export class HealthController {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  @Get()
  health() {
    return { status: 'ok', profile: this.config.profile };
  }
}
