import { DomainError, parseOrThrow } from '@logiscope/kernel';
import { handleCommand, type EventStore, type Projector } from '@logiscope/infra';
import { message, verdictProfileBodySchema } from '@logiscope/proto/http';
import type { VerdictProfileView } from '@logiscope/proto/views';
import { verdictProfileDecider, verdictProfileStream, type VerdictProfileInput } from './verdict-profile.decider';
import type { VerdictProfileCache, VerdictProfiles } from './verdict-profiles';

export interface VerdictProfileDeps {
  /** carrier-data's own event log: SetVerdictProfile appends VerdictProfileChanged to it. */
  events: EventStore;
  /** The profiles in memory, fed by the projection. */
  cache: VerdictProfileCache;
  /** The verdict-profile projection's runner: an update answers once its own write is in the cache. */
  projector: Pick<Projector, 'caughtUp'>;
  /** Called after an append so the relay and the projector follow at once. */
  onAppended?: () => void;
  now: () => Date;
}

export interface VerdictProfileUpdate {
  companyId: string;
  userId: string;
  /** The administrator's e-mail, recorded as who changed the rules. */
  email: string;
  /** As sent (checked here: verdictProfileFromForm); freshnessDays and acceptedLimits left out are the defaults. */
  settings: unknown;
}

/**
 * The verdict-profile form's rules (the update operation's body, verdict.rules.ts) with their messages, whoever calls:
 * a mandatory check can never be turned off, thresholds stay in range.
 */
export function verdictProfileFromForm(settings: unknown): VerdictProfileInput {
  return parseOrThrow(verdictProfileBodySchema, settings);
}

/** A company's verdict rules: read from memory on every search, changed by its administrators (the gateway checks the role). */
export class VerdictProfileService implements VerdictProfiles {
  constructor(private readonly deps: VerdictProfileDeps) {}

  profileOf(companyId: string): Promise<VerdictProfileView> {
    return this.deps.cache.profileOf(companyId);
  }

  /** Records the change (nothing when the rules are already these) and answers the profile as verdicts now read it. */
  async update(request: VerdictProfileUpdate): Promise<VerdictProfileView> {
    if (!request.companyId) throw DomainError.forbidden(message('COMPANY_SETUP_REQUIRED'));
    const settings = verdictProfileFromForm(request.settings);
    const now = this.deps.now;
    const { events, position } = await handleCommand(
      this.deps.events,
      verdictProfileStream(request.companyId),
      verdictProfileDecider,
      { type: 'SetVerdictProfile', data: { companyId: request.companyId, settings, changedBy: request.email, at: now().toISOString() } },
      { metadata: { userId: request.userId, companyId: request.companyId }, now, attempts: 5 },
    );
    if (events.length > 0) {
      this.deps.onAppended?.();
      await this.deps.projector.caughtUp(position);
    }
    return this.deps.cache.get(request.companyId);
  }
}
