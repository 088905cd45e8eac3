import { assertNever } from '@logiscope/kernel';
import type { DocumentCollection, DocumentStore, PositionedEvent, Projection } from '@logiscope/infra';
import type {
  CompanySecondFactorRequirementSet,
  CompanySetUp,
  CompanyVerified,
  PasswordSet,
  SecondFactorDisabled,
  SecondFactorEnabled,
  TeamEvent,
  UserJoinedCompany,
  UserRegistered,
} from '@logiscope/proto';
import type { TeamMemberView } from '@logiscope/proto/views';
import type { CompanyView, UserView } from '../identity.api';

export interface UserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'USER' | 'ADMIN';
  isActive: boolean;
  profileImageUrl: string;
  companyId: string;
  createdAt: string;
  /** An added member who has not yet set a password through the invitation link. */
  invitationPending?: boolean;
  /** The company name typed at registration (absent on rows projected before it was kept, and for added members). */
  companyName?: string;
  /** Two-factor sign-in is on (never the secret: that stays in identity's private events, encrypted). */
  secondFactorEnabled?: boolean;
}

export interface CompanyRow extends Omit<CompanyView, 'isVerified'> {
  id: string;
  isVerified: boolean;
  /** How and when it was verified (CompanyVerified); absent while pending. */
  verifiedBy?: 'FMCSA' | 'OPERATOR';
  verifiedAt?: string;
  /** Its ADMIN requires a second factor of every member. */
  requireSecondFactor?: boolean;
}

type Projected =
  | UserRegistered
  | UserJoinedCompany
  | CompanySetUp
  | CompanyVerified
  | PasswordSet
  | Exclude<TeamEvent, { type: 'InvitationIssued' }>
  | SecondFactorEnabled
  | SecondFactorDisabled
  | CompanySecondFactorRequirementSet;
const PROJECTED: readonly Projected['type'][] = [
  'UserRegistered',
  'UserJoinedCompany',
  'CompanySetUp',
  'CompanyVerified',
  'PasswordSet',
  'TeamMemberAdded',
  'TeamMemberBlocked',
  'TeamMemberUnblocked',
  'TeamMemberRoleChanged',
  'TeamMemberRemoved',
  'SecondFactorEnabled',
  'SecondFactorDisabled',
  'CompanySecondFactorRequirementSet',
];

/**
 * identity's read models (users, companies): a projection of identity's own event log, fed by a Projector (checkpoint
 * in `projection_checkpoints`). Every update is an idempotent upsert/patch, so an event applied twice (a crash before
 * the checkpoint was stored) changes nothing; events arrive in global order, so a replay ends where the first pass did.
 */
export class IdentityReadModel implements Projection<Projected> {
  readonly name = 'identity.users';
  readonly batched = true;
  readonly eventTypes = PROJECTED;
  readonly collections = ['users', 'companies'] as const;

  private constructor(
    readonly users: DocumentCollection<UserRow>,
    readonly companies: DocumentCollection<CompanyRow>,
  ) {}

  static async open(store: DocumentStore): Promise<IdentityReadModel> {
    return new IdentityReadModel(
      await store.collection<UserRow>('users', [{ fields: ['email'], unique: true }, { fields: ['companyId'] }]),
      await store.collection<CompanyRow>('companies', [{ fields: ['companyType', 'isVerified', 'createdAt'] }]),
    );
  }

  async apply(event: PositionedEvent<Projected>): Promise<void> {
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, ...d } = event.data;
        await this.users.upsert({ id: userId, ...d, isActive: true, profileImageUrl: '', createdAt: event.occurredAt });
        break;
      }
      case 'UserJoinedCompany':
        await this.users.update(event.data.userId, { companyId: event.data.companyId, role: event.data.role });
        break;
      case 'TeamMemberAdded': {
        const { userId, addedByUserId: _by, ...d } = event.data;
        await this.users.upsert({ id: userId, ...d, isActive: true, profileImageUrl: '', createdAt: event.occurredAt, invitationPending: true });
        break;
      }
      case 'PasswordSet':
        await this.users.update(event.data.userId, { invitationPending: false });
        break;
      case 'TeamMemberBlocked':
        await this.users.update(event.data.userId, { isActive: false });
        break;
      case 'TeamMemberUnblocked':
        await this.users.update(event.data.userId, { isActive: true });
        break;
      case 'TeamMemberRoleChanged':
        await this.users.update(event.data.userId, { role: event.data.role });
        break;
      case 'TeamMemberRemoved':
        // The row goes (the e-mail may be added again); notes and reports keep the name they were written with.
        await this.users.delete(event.data.userId);
        break;
      case 'CompanySetUp': {
        const { companyId, setUpByUserId: _by, ...fields } = event.data;
        await this.companies.upsert({ id: companyId, ...fields, createdAt: event.occurredAt, isVerified: false });
        break;
      }
      case 'CompanyVerified':
        await this.companies.update(event.data.companyId, { isVerified: true, verifiedBy: event.data.method, verifiedAt: event.occurredAt });
        break;
      case 'SecondFactorEnabled':
      case 'SecondFactorDisabled':
        await this.users.update(event.data.userId, { secondFactorEnabled: event.type === 'SecondFactorEnabled' });
        break;
      case 'CompanySecondFactorRequirementSet':
        await this.companies.update(event.data.companyId, { requireSecondFactor: event.data.required });
        break;
      default:
        assertNever(event);
    }
  }

  /** The company's members, oldest first. */
  async team(companyId: string): Promise<TeamMemberView[]> {
    const rows = await this.users.find({ companyId }, { sort: { createdAt: 1 } });
    return rows.map(teamMemberOf);
  }

  async view(userId: string): Promise<UserView | null> {
    const user = await this.users.get(userId);
    if (!user) return null;
    const company = user.companyId ? await this.companies.get(user.companyId) : null;
    const { createdAt: _c, invitationPending: _i, companyName, secondFactorEnabled, ...u } = user;
    // A company id whose CompanySetUp is not in the log (registration stopped between its two appends) is not a
    // company yet: the user is shown without one and meets the company-setup gate, which finishes it.
    const view: UserView = { ...u, companyId: company ? user.companyId : '', needsCompanySetup: !company };
    // Only when true: an account without a second factor answers exactly as before.
    if (secondFactorEnabled) view.secondFactorEnabled = true;
    else if (company?.requireSecondFactor) view.secondFactorEnrolmentRequired = true;
    if (company) {
      const { id: _id, verifiedBy: _b, verifiedAt: _a, requireSecondFactor: _r, ...c } = company;
      view.company = c;
    } else if (companyName) {
      view.pendingCompanyName = companyName;
    }
    return view;
  }
}

export function teamMemberOf(row: UserRow): TeamMemberView {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    isActive: row.isActive,
    createdAt: row.createdAt,
    invitationPending: row.invitationPending ?? false,
  };
}
