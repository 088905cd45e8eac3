import type { IdentityContract } from '@logiscope/proto/service-api';
import type { z } from 'zod';
import type { IdentityApi } from './identity.api';

type Messages = typeof IdentityContract.messages;

/** The FMCSA facts the gateway read for the actor's company (fmcsaAvailable false: FMCSA could not be asked). */
export type VerifyCompanyWithFmcsaRequest = z.infer<Messages['VerifyCompanyWithFmcsaRequest']>;
export type OperatorVerifyCompanyRequest = z.infer<Messages['OperatorVerifyCompanyRequest']>;

/** The control panel's company: its profile, and broker verification. */
export type CompanyApi = Pick<IdentityApi, 'getCompanyProfile' | 'verifyCompanyWithFmcsa' | 'operatorVerifyCompany' | 'listPendingCompanyVerifications'>;
