import type { DocumentCollection, DocumentStore } from '@logiscope/infra';
import type { VerdictProfileSettings } from '@logiscope/proto/views';

type AddedLater = 'freshnessDays' | 'acceptedLimits';

/**
 * A company's saved verdict rules; a company without one runs on the default profile. A document written before
 * freshnessDays and acceptedLimits existed lacks them: it reads as the defaults (toVerdictProfileView).
 */
export interface VerdictProfileDocument extends Omit<VerdictProfileSettings, AddedLater>, Partial<Pick<VerdictProfileSettings, AddedLater>> {
  /** The company id: one document per company. */
  id: string;
  revision: number;
  /** ISO time and e-mail of the change that made this revision. */
  updatedAt: string;
  updatedBy: string;
}

export const VERDICT_PROFILES_COLLECTION = 'verdict_profiles';

export const openVerdictProfileDocuments = (store: DocumentStore): Promise<DocumentCollection<VerdictProfileDocument>> =>
  store.collection<VerdictProfileDocument>(VERDICT_PROFILES_COLLECTION);

/** Every saved profile, a page at a time (one document per company that saved one): what the cache starts from. */
export async function allVerdictProfiles(documents: DocumentCollection<VerdictProfileDocument>): Promise<VerdictProfileDocument[]> {
  const all: VerdictProfileDocument[] = [];
  for (let skip = 0; ; skip += 1000) {
    const page = await documents.find({}, { sort: { id: 1 }, skip, limit: 1000 });
    all.push(...page);
    if (page.length < 1000) return all;
  }
}
