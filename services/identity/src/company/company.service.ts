import { DomainError, refusalsAs } from '@logiscope/kernel';
import { handleCommand, loadAggregate, type EventStore, type Projector } from '@logiscope/infra';
import { message } from '@logiscope/proto/http';
import type { CompanyProfileView, CompanyVerification, CompanyVerificationResult, PendingCompanyView } from '@logiscope/proto/views';
import type { CompanyApi, OperatorVerifyCompanyRequest, VerifyCompanyWithFmcsaRequest } from '../company.api';
import type { CompanyRow, IdentityReadModel } from '../user/user.projection';
import { VERIFICATION_MESSAGES } from './company-verification.rule';
import { companyDecider, companyStream, fmcsaCheckOf, type CompanyCommand } from './company.decider';
import { companyRefusals } from './company.refusals';

export interface CompanyDeps {
  events: EventStore;
  readModel: IdentityReadModel;
  projector: Pick<Projector, 'caughtUp'>;
  onAppended?: () => void;
}

const verificationOf = (row: CompanyRow): CompanyVerification =>
  row.isVerified ? { status: 'VERIFIED', method: row.verifiedBy ?? null, verifiedAt: row.verifiedAt ?? null } : { status: 'PENDING', method: null, verifiedAt: null };

/**
 * The control panel's company: its profile, and broker verification. The FMCSA facts come from carrier-data through
 * the gateway (a service never calls another's store); the company decider applies the rule to its own stream.
 */
export class CompanyApplication implements CompanyApi {
  constructor(private readonly deps: CompanyDeps) {}

  async getCompanyProfile(request: { actorUserId: string }): Promise<CompanyProfileView> {
    const user = await this.deps.readModel.users.get(request.actorUserId);
    if (!user) throw DomainError.unauthenticated(message('UNAUTHORIZED'));
    const row = user.companyId ? await this.deps.readModel.companies.get(user.companyId) : null;
    if (!row) throw DomainError.forbidden(message('COMPANY_SETUP_REQUIRED'));
    const { id, verifiedBy: _b, verifiedAt: _a, ...company } = row;
    return { companyId: id, company, verification: verificationOf(row), memberCount: await this.deps.readModel.users.count({ companyId: id }) };
  }

  /** The company's ADMIN asks for the FMCSA check (also run by the gateway right after a broker company is set up). */
  async verifyCompanyWithFmcsa(request: VerifyCompanyWithFmcsaRequest): Promise<CompanyVerificationResult> {
    const user = await this.deps.readModel.users.get(request.actorUserId);
    if (!user) throw DomainError.unauthenticated(message('UNAUTHORIZED'));
    if (!user.companyId) throw DomainError.forbidden(message('COMPANY_SETUP_REQUIRED'));
    if (user.role !== 'ADMIN') throw DomainError.forbidden(message('FORBIDDEN'));
    const stream = companyStream(user.companyId);
    const { state } = await loadAggregate(this.deps.events, stream, companyDecider);
    if (state.status !== 'set-up') throw DomainError.forbidden(message('COMPANY_SETUP_REQUIRED'));
    if (state.verified) return this.result(user.companyId, 'VERIFIED', -1);
    if (!request.fmcsaAvailable) return this.result(user.companyId, state.companyType === 'BROKER' ? 'FMCSA_UNAVAILABLE' : 'NOT_A_BROKER', -1);
    const record = request.record?.found ? request.record : null;
    const outcome = fmcsaCheckOf(state, record).outcome;
    const position = await this.run(user.companyId, { type: 'VerifyCompanyWithFmcsa', data: { record, byUserId: user.id } }, user.id);
    return this.result(user.companyId, outcome, position);
  }

  async operatorVerifyCompany(request: OperatorVerifyCompanyRequest): Promise<CompanyVerificationResult> {
    const position = await this.run(request.companyId, { type: 'VerifyCompanyByOperator', data: { byUserId: request.operatorUserId } }, request.operatorUserId);
    return this.result(request.companyId, 'VERIFIED', position);
  }

  async listPendingCompanyVerifications(request: { limit: number }): Promise<{ companies: PendingCompanyView[] }> {
    const limit = Math.min(Math.max(Math.trunc(request.limit) || 100, 1), 500);
    const rows = await this.deps.readModel.companies.find({ companyType: 'BROKER', isVerified: false }, { sort: { createdAt: 1 }, limit });
    return { companies: rows.map((r) => ({ companyId: r.id, companyName: r.companyName, mcNumber: r.mcNumber, dotNumber: r.dotNumber, email: r.email, phone: r.phone, createdAt: r.createdAt })) };
  }

  /** -1: nothing appended (a command that decided nothing appends nothing either, and answers position -1 then). */
  private async run(companyId: string, command: CompanyCommand, userId: string): Promise<number> {
    const { events, position } = await refusalsAs(companyRefusals, () => handleCommand(this.deps.events, companyStream(companyId), companyDecider, command, { metadata: { userId, companyId } }));
    if (events.length === 0) return -1;
    this.deps.onAppended?.();
    return position;
  }

  private async result(companyId: string, outcome: CompanyVerificationResult['outcome'], position: number): Promise<CompanyVerificationResult> {
    if (position >= 0) await this.deps.projector.caughtUp(position);
    const row = await this.deps.readModel.companies.get(companyId);
    if (!row) throw companyRefusals.NOT_FOUND();
    return { outcome: row.isVerified ? 'VERIFIED' : outcome, message: VERIFICATION_MESSAGES[row.isVerified ? 'VERIFIED' : outcome], verification: verificationOf(row) };
  }
}
