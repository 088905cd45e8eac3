import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import type { MailOutbox, RateLimiters, ServiceRegistry } from '@logiscope/infra';
import { CarrierImportsController } from './platform/carrier-imports.controller';
import { DatasetsController } from './platform/datasets.controller';
import { MailOutboxController } from './platform/mail-outbox.controller';
import { AuthController } from './auth/auth.controller';
import { AccountController } from './auth/account.controller';
import { SecondFactorController } from './auth/second-factor.controller';
import { PasswordResetController } from './auth/password-reset.controller';
import { TeamController } from './team/team.controller';
import { ApiKeysController } from './api-keys/api-keys.controller';
import { V1CarriersController } from './public-api/v1-carriers.controller';
import { V1MonitoringController } from './public-api/v1-monitoring.controller';
import { V1ReportsController } from './public-api/v1-reports.controller';
import { IdempotencyInterceptor } from './public-api/idempotency.interceptor';
import { ApiKeyUses } from './api-keys/api-key.uses';
import { CompanyController } from './company/company.controller';
import { UsageController } from './company/usage.controller';
import { SubscriptionController } from './billing/subscription.controller';
import { subscriptionAccessProvider } from './billing/subscription-access.provider';
import { PaywallGuard } from './billing/paywall.guard';
import type { SessionStore } from './auth/session.store';
import { deviceCookieKey, RememberedDevices } from './auth/remembered-devices';
import { CarrierDetailController } from './carriers/carrier-detail.controller';
import { CertificatesController } from './compliance/certificates.controller';
import { VettingsController } from './compliance/vettings.controller';
import { ComplianceDocumentsController } from './compliance/compliance-documents.controller';
import { CarrierSearchController } from './carriers/carrier-search.controller';
import { EquipmentTrackerController } from './carriers/equipment-tracker.controller';
import { VerdictProfileController } from './carriers/verdict-profile.controller';
import { V1WebhooksController, WebhooksController } from './webhooks/webhooks.controller';
import { WatchlistController } from './carriers/watchlist.controller';
import type { GatewayConfig } from './config/gateway.config';
import { HealthController } from './health/health.controller';
import { DeclaredAnswerInterceptor } from './http/declared-answer.interceptor';
import { DomainErrorFilter } from './http/domain-error.filter';
import { OperationGuard } from './http/operation.guard';
import { GATEWAY_CONFIG, MAIL_OUTBOX, RATE_LIMITERS, REMEMBERED_DEVICES, SERVICE_REGISTRY, SESSION_STORE } from './http/tokens';
import { OpenApiController } from './openapi/openapi.controller';
import { ServedOperations } from './openapi/served-operations';
import { LoginTrackingController } from './security/login-tracking.controller';
import { NotesController } from './notes/notes.controller';
import { ReportsController } from './reports/reports.controller';
import { DashboardController } from './reports/dashboard.controller';
import { FreightGuardController } from './reports/freightguard.controller';

export interface GatewayDeps {
  config: GatewayConfig;
  registry: ServiceRegistry;
  sessions: SessionStore;
  limiters: RateLimiters;
  /** Null when mail goes out over SMTP. */
  outbox: MailOutbox | null;
}

/** The BFF knows nothing of the profile: it gets a service registry and a session store. */
@Module({})
export class AppModule {
  static forRoot(deps: GatewayDeps): DynamicModule {
    return {
      module: AppModule,
      imports: [DiscoveryModule],
      controllers: [
        AuthController,
        AccountController,
        SecondFactorController,
        PasswordResetController,
        TeamController,
        ApiKeysController,
        V1CarriersController,
        V1MonitoringController,
        V1ReportsController,
        CompanyController,
        UsageController,
        SubscriptionController,
        CarrierSearchController,
        CarrierDetailController,
        EquipmentTrackerController,
        WatchlistController,
        VerdictProfileController,
        WebhooksController,
        V1WebhooksController,
        ReportsController,
        DashboardController,
        FreightGuardController,
        NotesController,
        LoginTrackingController,
        CarrierImportsController,
        DatasetsController,
        MailOutboxController,
        ComplianceDocumentsController,
        CertificatesController,
        VettingsController,
        HealthController,
        OpenApiController,
      ],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: deps.config },
        { provide: SERVICE_REGISTRY, useValue: deps.registry },
        { provide: SESSION_STORE, useValue: deps.sessions },
        { provide: RATE_LIMITERS, useValue: deps.limiters },
        { provide: MAIL_OUTBOX, useValue: deps.outbox },
        { provide: REMEMBERED_DEVICES, useValue: new RememberedDevices(() => deviceCookieKey(deps.config, deps.sessions.kv), deps.sessions) },
        { provide: APP_FILTER, useClass: DomainErrorFilter },
        { provide: APP_GUARD, useClass: OperationGuard },
        // After the OperationGuard (Nest runs global guards in this order): it reads the caller that guard found.
        { provide: APP_GUARD, useClass: PaywallGuard },
        // Outside the declared answer: a public POST retried with its Idempotency-Key gets the first (declared) answer.
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
        // Every answer through its declared schema: what a view does not declare never leaves.
        { provide: APP_INTERCEPTOR, useClass: DeclaredAnswerInterceptor },
        ServedOperations,
        ApiKeyUses,
        subscriptionAccessProvider,
      ],
    };
  }
}
