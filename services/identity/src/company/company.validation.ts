// The company rules are the HTTP contract's (proto/src/<context>/*.rules.ts): the web's form, the gateway and identity run the
// same code and answer the same wording.
import { companySetupBodySchema, message, type CompanySetupInput } from '@logiscope/proto/http';

export { companyTypeSchema, isBrokerMcNumber } from '@logiscope/proto/http';
export const BROKER_MC_MESSAGE = message('BROKER_MC_REQUIRED');
export const companySetupSchema = companySetupBodySchema;
export type { CompanySetupInput };
