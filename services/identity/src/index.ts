export * from './identity.api';
export * from './identity.service';
export * from './identity.module';
export { IdentityReadModel } from './user/user.projection';
export { isBrokerMcNumber, BROKER_MC_MESSAGE } from './company/company.validation';
export { DEMO_ADMIN_EMAIL, DEMO_USER_EMAIL, DEMO_PASSWORD } from './demo-seed';
