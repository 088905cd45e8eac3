import { assertNever, Refused, type Decider } from '@logiscope/kernel';
import type { CompanySetUp, CompanyVerified } from '@logiscope/proto';
import type { BrokerAuthorityRecord } from '@logiscope/proto/views';
import type { CompanyStreamEvent } from '../api-key/api-key.decider';
import { checkBrokerVerification, type CompanyFacts, type VerificationCheck } from './company-verification.rule';

export type CompanyStreamId = `company:${string}`;
export const companyStream = (companyId: string): CompanyStreamId => `company:${companyId}`;

export type CompanyCommand =
  /** The company as the setup form's rules passed it (the service parses it), under its id. */
  | { type: 'SetUpCompany'; data: CompanySetUp['data'] }
  /** The FMCSA check: `record` is what carrier-data holds for the company's MC/DOT (null: nothing). */
  | { type: 'VerifyCompanyWithFmcsa'; data: { record: BrokerAuthorityRecord | null; byUserId: string } }
  | { type: 'VerifyCompanyByOperator'; data: { byUserId: string } };
export type CompanyEvent = CompanySetUp | CompanyVerified;
export type SetUpCompanyState = { status: 'set-up'; companyId: string; verified: boolean } & CompanyFacts;
export type CompanyState = { status: 'none' } | SetUpCompanyState;

/** Why a command is refused: the company is set up already, it was never set up, or it is no broker (verification). */
export type CompanyRefusal = 'ALREADY_SET_UP' | 'NOT_FOUND' | 'NOT_A_BROKER';

const refused = (reason: CompanyRefusal) => new Refused(reason);

/** What an FMCSA check would find for a set-up company now (pure: the decider and the service both ask it). */
export const fmcsaCheckOf = (state: SetUpCompanyState, record: BrokerAuthorityRecord | null): VerificationCheck => checkBrokerVerification(state, record);

/** Decides company events; folds the whole company stream (its API keys are the api-key decider's). */
export const companyDecider: Decider<CompanyCommand, CompanyState, CompanyStreamEvent> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    switch (command.type) {
      case 'SetUpCompany': {
        if (state.status !== 'none') throw refused('ALREADY_SET_UP');
        const { companyId, setUpByUserId, ...fields } = command.data;
        return [{ type: 'CompanySetUp', data: { companyId, setUpByUserId, ...fields } }];
      }
      case 'VerifyCompanyWithFmcsa': {
        if (state.status !== 'set-up') throw refused('NOT_FOUND');
        const check = fmcsaCheckOf(state, command.data.record);
        // Verified once is verified for good (a later import that drops the phone does not un-verify anyone).
        if (state.verified || check.outcome !== 'VERIFIED') return [];
        return [{ type: 'CompanyVerified', data: { companyId: state.companyId, method: 'FMCSA', dotNumber: check.dotNumber, matchedOn: check.matchedOn, byUserId: command.data.byUserId } }];
      }
      case 'VerifyCompanyByOperator': {
        if (state.status !== 'set-up') throw refused('NOT_FOUND');
        if (state.companyType !== 'BROKER') throw refused('NOT_A_BROKER');
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
