import { DEFAULT_VERDICT_PROFILE, type VerdictProfileView } from '@logiscope/proto/views';
import type { VerdictProfileDocument } from './verdict-profile.repository';

/**
 * The read port verdicts use: the rules a company's verdicts follow, the default profile when it saved none. Called
 * on every search, so implementations answer from memory.
 */
export interface VerdictProfiles {
  profileOf(companyId: string): Promise<VerdictProfileView>;
}

/** What a verdict names as its profile: 'default', or 'company:<revision>' once the company saved its own rules. */
export function revisionLabel(profile: Pick<VerdictProfileView, 'isDefault' | 'revision'>): string {
  return profile.isDefault || profile.revision <= 0 ? 'default' : `company:${profile.revision}`;
}

const frozen = (view: VerdictProfileView): VerdictProfileView => {
  Object.freeze(view.disabledRules);
  Object.freeze(view.acceptedLimits);
  return Object.freeze(view);
};

/** The default profile as a view (revision 0); shared and frozen, never to be changed by a caller. */
export const DEFAULT_PROFILE_VIEW: VerdictProfileView = frozen({
  ...DEFAULT_VERDICT_PROFILE,
  disabledRules: [...DEFAULT_VERDICT_PROFILE.disabledRules],
  acceptedLimits: [...DEFAULT_VERDICT_PROFILE.acceptedLimits],
  isDefault: true,
  revision: 0,
  updatedAt: '',
  updatedBy: '',
});

/** A saved profile as verdicts read it; a document older than freshnessDays and acceptedLimits reads as their defaults. */
export function toVerdictProfileView(doc: VerdictProfileDocument): VerdictProfileView {
  return frozen({
    minAuthorityAgeDays: doc.minAuthorityAgeDays,
    minLiabilityUsd: doc.minLiabilityUsd,
    contactChangeDays: doc.contactChangeDays,
    disabledRules: [...doc.disabledRules],
    freshnessDays: doc.freshnessDays ?? DEFAULT_VERDICT_PROFILE.freshnessDays,
    acceptedLimits: [...(doc.acceptedLimits ?? DEFAULT_VERDICT_PROFILE.acceptedLimits)],
    isDefault: false,
    revision: doc.revision,
    updatedAt: doc.updatedAt,
    updatedBy: doc.updatedBy,
  });
}

/**
 * Every saved profile in memory (one small object per company that saved one), filled from the read model at start
 * and kept fresh by the projection: a search reads no database for its company's rules. A document never replaces a
 * newer revision, so the order of the start-up load and the projection's writes does not matter. Views are frozen:
 * callers share them.
 */
export class VerdictProfileCache implements VerdictProfiles {
  private readonly byCompany = new Map<string, VerdictProfileView>();

  put(doc: VerdictProfileDocument): void {
    const current = this.byCompany.get(doc.id);
    if (current && current.revision >= doc.revision) return;
    this.byCompany.set(doc.id, toVerdictProfileView(doc));
  }

  /** Synchronous, for callers that can use it; `profileOf` is the port's form. */
  get(companyId: string): VerdictProfileView {
    return this.byCompany.get(companyId) ?? DEFAULT_PROFILE_VIEW;
  }

  profileOf(companyId: string): Promise<VerdictProfileView> {
    return Promise.resolve(this.get(companyId));
  }

  get size(): number {
    return this.byCompany.size;
  }
}
