import type { VerdictProfileSettings } from '@logiscope/proto/views';
import type { Caller } from '../carrier-data.api';
import type { VerdictWatch } from '../verdict/verdict-watch';
import type { WatchlistRepository } from '../watchlist/watchlist.repository';
import type { VerdictProfileService } from './verdict-profile.service';

export interface VerdictProfileDeps {
  /** Each company's verdict rules: read from memory (profileOf), changed by its administrators. */
  verdictProfiles: VerdictProfileService;
  watchlist: WatchlistRepository;
  /** Alerts and events when a saved or monitored carrier's verdict changes (profile changes included). */
  verdictWatch?: VerdictWatch;
  now: () => Date;
}

/** A company's verdict rules, and the alerts a change of them raises on its watched carriers. */
export class VerdictProfileApplication {
  constructor(private readonly deps: VerdictProfileDeps) {}

  getVerdictProfile(request: Caller) {
    return this.deps.verdictProfiles.profileOf(request.companyId);
  }

  /** Saves the rules; watched carriers whose verdict the new rules move raise an alert and a CarrierVerdictChanged. */
  async updateVerdictProfile(request: Caller & VerdictProfileSettings & { email: string }) {
    const { companyId, userId, email, minAuthorityAgeDays, minLiabilityUsd, contactChangeDays, disabledRules, freshnessDays, acceptedLimits } = request;
    const watch = this.deps.verdictWatch;
    const watched = watch && companyId ? (await this.deps.watchlist.list(companyId)).map((e) => e.carrierId) : [];
    const before = watch && watched.length ? await watch.snapshot(companyId, watched) : null;
    const saved = await this.deps.verdictProfiles.update({ companyId, userId, email, settings: { minAuthorityAgeDays, minLiabilityUsd, contactChangeDays, disabledRules, freshnessDays, acceptedLimits } });
    if (watch && before && saved.revision > 0) {
      await watch.onProfileChanged({ eventId: `verdict-profile-${companyId}-${saved.revision}`, occurredAt: saved.updatedAt || this.deps.now().toISOString() }, companyId, before);
    }
    return saved;
  }
}
