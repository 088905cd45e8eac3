import { deciderSpec, DomainError, ErrorCode } from '@logiscope/kernel';
import type { SecondFactorEvent } from '@logiscope/proto';
import { companySecondFactorDecider, secondFactorDecider, type SecondFactorCommand } from './second-factor.decider';
import { companySecondFactorRefusals, secondFactorRefusals } from './second-factor.service';

// Refusals as the service words them: what the caller is told.
const spec = deciderSpec(secondFactorDecider, secondFactorRefusals);
const started: SecondFactorEvent = { type: 'SecondFactorEnrolmentStarted', data: { userId: 'u1', encryptedSecret: 'v1.sealed' } };
const enabled: SecondFactorEvent[] = [started, { type: 'SecondFactorEnabled', data: { userId: 'u1', recoveryCodeHashes: ['h1', 'h2'], step: 100 } }];
const use = (totpStep: number | null, recoveryCodeHash = 'nope'): SecondFactorCommand => ({ type: 'UseCode', data: { userId: 'u1', check: { totpStep, recoveryCodeHash } } });
const codeOf = (error: unknown) => (error as DomainError).code;

describe('second-factor decider', () => {
  it('turns on only with a code of the pending secret, keeping the recovery codes as hashes', () => {
    const confirm = (totpStep: number | null): SecondFactorCommand => ({ type: 'ConfirmEnrolment', data: { userId: 'u1', totpStep, recoveryCodeHashes: ['h1'] } });
    expect(spec.given([started]).when(confirm(100)).events).toEqual([{ type: 'SecondFactorEnabled', data: { userId: 'u1', recoveryCodeHashes: ['h1'], step: 100 } }]);
    expect(codeOf(spec.given([started]).when(confirm(null)).error)).toBe(ErrorCode.VALIDATION);
    expect(codeOf(spec.given([]).when(confirm(100)).error)).toBe(ErrorCode.CONFLICT);
    expect(codeOf(spec.given(enabled).when(confirm(101)).error)).toBe(ErrorCode.CONFLICT);
  });

  it('refuses to start a new enrolment while one is on', () => {
    expect(codeOf(spec.given(enabled).when({ type: 'StartEnrolment', data: { userId: 'u1', encryptedSecret: 'x' } }).error)).toBe(ErrorCode.CONFLICT);
  });

  it('accepts a TOTP code once per time step: the confirming step, a replay or an older step are refused', () => {
    expect(spec.given(enabled).when(use(101)).events).toEqual([{ type: 'SecondFactorCodeUsed', data: { userId: 'u1', step: 101 } }]);
    expect(codeOf(spec.given(enabled).when(use(100)).error)).toBe(ErrorCode.UNAUTHENTICATED);
    const used: SecondFactorEvent[] = [...enabled, { type: 'SecondFactorCodeUsed', data: { userId: 'u1', step: 101 } }];
    expect(codeOf(spec.given(used).when(use(101)).error)).toBe(ErrorCode.UNAUTHENTICATED);
    expect(codeOf(spec.given(used).when(use(99)).error)).toBe(ErrorCode.UNAUTHENTICATED);
  });

  it('accepts each recovery code once', () => {
    expect(spec.given(enabled).when(use(null, 'h2')).events).toEqual([{ type: 'RecoveryCodeUsed', data: { userId: 'u1', codeHash: 'h2' } }]);
    const spent: SecondFactorEvent[] = [...enabled, { type: 'RecoveryCodeUsed', data: { userId: 'u1', codeHash: 'h2' } }];
    expect(codeOf(spec.given(spent).when(use(null, 'h2')).error)).toBe(ErrorCode.UNAUTHENTICATED);
    expect(spec.given(spent).when(use(null, 'h1')).events).toHaveLength(1);
  });

  it('accepts no code while two-factor sign-in is off (only pending)', () => {
    expect(codeOf(spec.given([started]).when(use(5)).error)).toBe(ErrorCode.UNAUTHENTICATED);
  });

  it('turns off only with the password and a valid code, and spends that code', () => {
    const disable = (passwordMatches: boolean, totpStep: number | null): SecondFactorCommand => ({
      type: 'Disable',
      data: { userId: 'u1', passwordMatches, check: { totpStep, recoveryCodeHash: 'x' } },
    });
    expect(spec.given(enabled).when(disable(true, 101)).events!.map((e) => e.type)).toEqual(['SecondFactorCodeUsed', 'SecondFactorDisabled']);
    const wrongPassword = spec.given(enabled).when(disable(false, 101)).error as DomainError;
    expect(wrongPassword.code).toBe(ErrorCode.VALIDATION);
    expect(wrongPassword.message).toBe('Current password is incorrect');
    expect((spec.given(enabled).when(disable(true, null)).error as DomainError).message).toBe('This code is wrong or was already used');
    expect(codeOf(spec.given([]).when(disable(true, 101)).error)).toBe(ErrorCode.CONFLICT);
  });

  it('keeps spent steps spent after turning off and on again', () => {
    const again: SecondFactorEvent[] = [...enabled, { type: 'SecondFactorCodeUsed', data: { userId: 'u1', step: 150 } }, { type: 'SecondFactorDisabled', data: { userId: 'u1' } }, started];
    const confirm: SecondFactorCommand = { type: 'ConfirmEnrolment', data: { userId: 'u1', totpStep: 150, recoveryCodeHashes: [] } };
    expect(codeOf(spec.given(again).when(confirm).error)).toBe(ErrorCode.VALIDATION);
  });
});

describe('company second-factor requirement decider', () => {
  const company = deciderSpec(companySecondFactorDecider, companySecondFactorRefusals);
  const set = (role: 'USER' | 'ADMIN', required: boolean, companyId = 'c1') => ({
    type: 'SetRequirement' as const,
    data: { actor: { userId: 'a1', companyId: 'c1', role }, companyId, required },
  });

  it("lets the company's ADMIN require a second factor, once", () => {
    expect(company.given([]).when(set('ADMIN', true)).events).toEqual([{ type: 'CompanySecondFactorRequirementSet', data: { companyId: 'c1', required: true, byUserId: 'a1' } }]);
    expect(company.given([{ type: 'CompanySecondFactorRequirementSet', data: { companyId: 'c1', required: true, byUserId: 'a1' } }]).when(set('ADMIN', true)).events).toEqual([]);
  });

  it('refuses a USER and another company', () => {
    expect(codeOf(company.given([]).when(set('USER', true)).error)).toBe(ErrorCode.FORBIDDEN);
    expect(codeOf(company.given([]).when(set('ADMIN', true, 'c2')).error)).toBe(ErrorCode.FORBIDDEN);
  });
});
