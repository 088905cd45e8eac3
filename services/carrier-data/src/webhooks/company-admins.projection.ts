import { DocumentProjection, receiveIntoLog, type DocumentStore, type EventBus, type EventStore, type PositionedEvent, type Projector, type Subscription } from '@logiscope/infra';
import { Topics, type TeamMemberAdded, type TeamMemberBlocked, type TeamMemberRemoved, type TeamMemberRoleChanged, type TeamMemberUnblocked, type UserJoinedCompany, type UserRegistered } from '@logiscope/proto';

/** A company's member as the failing-endpoint mail needs one: where to write, and whether it is a current ADMIN. */
export interface CompanyMemberDocument {
  id: string;
  companyId: string;
  email: string;
  role: 'USER' | 'ADMIN';
  active: boolean;
}

type TeamEvent = UserRegistered | UserJoinedCompany | TeamMemberAdded | TeamMemberRoleChanged | TeamMemberBlocked | TeamMemberUnblocked | TeamMemberRemoved;
export const COMPANY_MEMBER_EVENTS: TeamEvent['type'][] = ['UserRegistered', 'UserJoinedCompany', 'TeamMemberAdded', 'TeamMemberRoleChanged', 'TeamMemberBlocked', 'TeamMemberUnblocked', 'TeamMemberRemoved'];
export const COMPANY_MEMBERS_COLLECTION = 'webhook_company_members';
export const COMPANY_MEMBERS_GROUP = 'carrier-data.company-members';

/** The member after one of identity's team events (pure); null: not a member of a company (removed, or not known yet). */
export function evolveCompanyMember(current: CompanyMemberDocument | null, event: TeamEvent): CompanyMemberDocument | null {
  const d = event.data;
  switch (event.type) {
    case 'UserRegistered':
    case 'TeamMemberAdded':
      return { id: d.userId, companyId: event.data.companyId, email: event.data.email, role: event.data.role, active: true };
    case 'UserJoinedCompany':
      return current && { ...current, companyId: event.data.companyId, role: event.data.role };
    case 'TeamMemberRoleChanged':
      return current && { ...current, role: event.data.role };
    case 'TeamMemberBlocked':
    case 'TeamMemberUnblocked':
      return current && { ...current, active: event.type === 'TeamMemberUnblocked' };
    case 'TeamMemberRemoved':
      return null;
  }
}

/**
 * Who the ADMINs of each company are, for the mail that an endpoint was disabled (issue 24 §3: "its admins are
 * mailed"): identity's team events (logiscope.identity.users.v1) recorded in carrier-data's own log, as the reports
 * are, and projected here (rebuilt by `npm run rebuild -- carrier-data`). Only what the mail needs: e-mail, role, active.
 */
export class CompanyAdminsProjection extends DocumentProjection<TeamEvent, CompanyMemberDocument> {
  static async open(store: DocumentStore): Promise<CompanyAdminsProjection> {
    const documents = await store.collection<CompanyMemberDocument>(COMPANY_MEMBERS_COLLECTION, [{ fields: ['companyId'] }]);
    return new CompanyAdminsProjection({ name: 'carrier-data.company-members', eventTypes: COMPANY_MEMBER_EVENTS, collection: COMPANY_MEMBERS_COLLECTION }, documents);
  }

  async apply(event: PositionedEvent<TeamEvent>): Promise<void> {
    await this.evolveDocument(event.data.userId, (current) => evolveCompanyMember(current, event));
  }

  /** The company's current, active ADMINs' e-mails. */
  async adminsOf(companyId: string): Promise<string[]> {
    return (await this.documents.find({ companyId, role: 'ADMIN', active: true }, { limit: 1000 })).map((m) => m.email);
  }
}

/** Records identity's team events in carrier-data's log (from the topic's beginning: the companies' admins of before too). */
export function consumeCompanyMembers(bus: EventBus, events: EventStore, projector: Pick<Projector, 'notify'>): Promise<Subscription> {
  return receiveIntoLog({ bus, events, projector, groupId: COMPANY_MEMBERS_GROUP, topics: [Topics.identityUsers], types: COMPANY_MEMBER_EVENTS, fromBeginning: true });
}
