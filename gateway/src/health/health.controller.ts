import { Controller, Inject } from '@nestjs/common';
import { ops } from '@logiscope/proto/http';
import { Endpoint } from '../http/endpoint.decorator';
import { GATEWAY_CONFIG } from '../http/tokens';
import type { GatewayConfig } from '../config/gateway.config';

@Controller()
export class HealthController {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  @Endpoint(ops.health)
  health() {
    return { status: 'ok' as const, profile: this.config.profile };
  }
}
