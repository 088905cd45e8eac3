import { assertNever, DomainError, type Decider } from '@logiscope/kernel';
import type { CompanySetUp, CompanyVerified } from '@logiscope/proto';
import type { CompanyStreamEvent } from '../api-key/api-key.decider';
import type { BrokerAuthorityRecord } from '@logiscope/proto/views';
import { checkBrokerVerification, type CompanyFacts, type VerificationCheck } from './company-verification.rule';
import type { CompanySetupInput } from './company.validation';

export type CompanyStreamId = `company:${string}`;
export const companyStream = (companyId: string): CompanyStreamId => `company:${companyId}`;

export type CompanyCommand =
  | { type: 'SetUpCompany'; data: CompanySetupInput & { companyId: string; setUpByUserId: string } }
  /** The FMCSA check: `record` is what carrier-data holds for the company's MC/DOT (null: nothing). */
  | { type: 'VerifyCompanyWithFmcsa'; data: { record: BrokerAuthorityRecord | null; byUserId: string } }
  | { type: 'VerifyCompanyByOperator'; data: { byUserId: string } };
export type CompanyEvent = CompanySetUp | CompanyVerified;
export type CompanyState =
  | { status: 'none' }
  | ({ status: 'set-up'; companyId: string; verified: boolean } & CompanyFacts);

export const NOT_A_BROKER_MESSAGE = 'Only freight broker companies are verified.';

/** What an FMCSA check would find for the company now (pure: the decider and the service both ask it). */
export function fmcsaCheckOf(state: CompanyState, record: BrokerAuthorityRecord | null): VerificationCheck {
  if (state.status !== 'set-up') throw DomainError.notFound('Company not found');
  return checkBrokerVerification(state, record);
}

/** Decides company events; folds the whole company stream (its API keys are the api-key decider's). */
export const companyDecider: Decider<CompanyCommand, CompanyState, CompanyStreamEvent> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    switch (command.type) {
      case 'SetUpCompany': {
        if (state.status !== 'none') throw DomainError.conflict('Company is already set up');
        const { companyId, setUpByUserId, ...fields } = command.data;
        return [{ type: 'CompanySetUp', data: { companyId, setUpByUserId, ...fields } }];
      }
      case 'VerifyCompanyWithFmcsa': {
        const check = fmcsaCheckOf(state, command.data.record);
        // Verified once is verified for good (a later import that drops the phone does not un-verify anyone).
        if (state.status !== 'set-up' || state.verified || check.outcome !== 'VERIFIED') return [];
        return [{ type: 'CompanyVerified', data: { companyId: state.companyId, method: 'FMCSA', dotNumber: check.dotNumber, matchedOn: check.matchedOn, byUserId: command.data.byUserId } }];
      }
      case 'VerifyCompanyByOperator': {
        if (state.status !== 'set-up') throw DomainError.notFound('Company not found');
        if (state.companyType !== 'BROKER') throw DomainError.conflict(NOT_A_BROKER_MESSAGE);
        if (state.verified) return [];
        return [{ type: 'CompanyVerified', data: { companyId: state.companyId, method: 'OPERATOR', dotNumber: '', matchedOn: '', byUserId: command.data.byUserId } }];
      }
      default:
        return assertNever(command);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'CompanySetUp': {
        const { companyId, companyType, mcNumber, dotNumber, email, phone } = event.data;
        return { status: 'set-up', companyId, companyType, mcNumber, dotNumber, email, phone, verified: false };
      }
      case 'CompanyVerified':
        return state.status === 'set-up' ? { ...state, verified: true } : state;
      case 'ApiKeyCreated':
      case 'ApiKeyRevoked':
        return state;
      default:
        return assertNever(event);
    }
  },
};
