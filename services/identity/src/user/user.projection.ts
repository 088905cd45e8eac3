import { assertNever, type EventEnvelope } from '@logiscope/kernel';
import type { DocumentCollection, DocumentStore } from '@logiscope/infra';
import type { CompanySetUp, UserJoinedCompany, UserRegistered } from '@logiscope/proto';
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
}

export interface CompanyRow extends Omit<CompanyView, 'isVerified'> {
  id: string;
  isVerified: boolean;
}

type Projected = UserRegistered | UserJoinedCompany | CompanySetUp;

/**
 * identity's read models (users, companies), updated right after each append so a caller reads its own
 * writes. Every update is an idempotent upsert/patch, so replaying an event is harmless.
 */
export class IdentityReadModel {
  private constructor(
    readonly users: DocumentCollection<UserRow>,
    readonly companies: DocumentCollection<CompanyRow>,
  ) {}

  static async open(store: DocumentStore): Promise<IdentityReadModel> {
    return new IdentityReadModel(
      await store.collection<UserRow>('users', [{ fields: ['email'], unique: true }, { fields: ['companyId'] }]),
      await store.collection<CompanyRow>('companies'),
    );
  }

  async apply(envelopes: EventEnvelope[]): Promise<void> {
    for (const envelope of envelopes) {
      const event = envelope as unknown as Projected & { occurredAt: string };
      if (!['UserRegistered', 'UserJoinedCompany', 'CompanySetUp'].includes(event.type)) continue;
      switch (event.type) {
        case 'UserRegistered': {
          const { userId, ...d } = event.data;
          await this.users.upsert({ id: userId, ...d, isActive: true, profileImageUrl: '', createdAt: envelope.occurredAt });
          break;
        }
        case 'UserJoinedCompany':
          await this.users.update(event.data.userId, { companyId: event.data.companyId, role: event.data.role });
          break;
        case 'CompanySetUp': {
          const { companyId, setUpByUserId: _by, ...fields } = event.data;
          await this.companies.upsert({ id: companyId, ...fields, createdAt: envelope.occurredAt, isVerified: false });
          break;
        }
        default:
          assertNever(event);
      }
    }
  }

  async view(userId: string): Promise<UserView | null> {
    const user = await this.users.get(userId);
    if (!user) return null;
    const company = user.companyId ? await this.companies.get(user.companyId) : null;
    const { createdAt: _c, ...u } = user;
    const view: UserView = { ...u, needsCompanySetup: !company };
    if (company) {
      const { id: _id, ...c } = company;
      view.company = c;
    }
    return view;
  }
}
