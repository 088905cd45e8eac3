import { DomainError, type Decider } from '@logiscope/kernel';
import type { CompanySetUp } from '@logiscope/proto';
import type { CompanySetupInput } from './company.validation';

export type CompanyStreamId = `company:${string}`;
export const companyStream = (companyId: string): CompanyStreamId => `company:${companyId}`;

export type CompanyCommand = { type: 'SetUpCompany'; data: CompanySetupInput & { companyId: string; setUpByUserId: string } };
export type CompanyEvent = CompanySetUp;
export type CompanyState = { status: 'none' } | { status: 'set-up'; companyId: string; companyType: 'BROKER' | 'SHIPPER' };

export const companyDecider: Decider<CompanyCommand, CompanyState, CompanyEvent> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    if (state.status !== 'none') throw DomainError.conflict('Company is already set up');
    const { companyId, setUpByUserId, ...fields } = command.data;
    return [{ type: 'CompanySetUp', data: { companyId, setUpByUserId, ...fields } }];
  },
  evolve(_state, event) {
    return { status: 'set-up', companyId: event.data.companyId, companyType: event.data.companyType };
  },
};
