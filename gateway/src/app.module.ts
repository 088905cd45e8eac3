import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import type { ServiceRegistry } from '@logiscope/infra';
import { CarrierImportsController } from './admin/carrier-imports.controller';
import { AdminGuard } from './auth/admin.guard';
import { AuthController } from './auth/auth.controller';
import { CarriersController } from './carriers/carriers.controller';
import { SessionGuard } from './auth/session.guard';
import type { SessionStore } from './auth/session.store';
import type { GatewayConfig } from './config/gateway.config';
import { HealthController } from './health/health.controller';
import { DomainErrorFilter } from './http/domain-error.filter';
import { GATEWAY_CONFIG, SERVICE_REGISTRY, SESSION_STORE } from './http/tokens';
import { LoginTrackingController } from './security/login-tracking.controller';

export interface GatewayDeps {
  config: GatewayConfig;
  registry: ServiceRegistry;
  sessions: SessionStore;
}

/** The BFF knows nothing of the profile: it gets a service registry and a session store. */
@Module({})
export class AppModule {
  static forRoot(deps: GatewayDeps): DynamicModule {
    return {
      module: AppModule,
      controllers: [AuthController, CarriersController, LoginTrackingController, CarrierImportsController, HealthController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: deps.config },
        { provide: SERVICE_REGISTRY, useValue: deps.registry },
        { provide: SESSION_STORE, useValue: deps.sessions },
        { provide: APP_FILTER, useClass: DomainErrorFilter },
        SessionGuard,
        AdminGuard,
      ],
    };
  }
}
