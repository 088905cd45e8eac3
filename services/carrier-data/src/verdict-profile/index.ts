// The verdict-profile slice: a company's verdict rules (event-sourced, projected, cached in memory).
// Verdicts read them through the VerdictProfiles port; revisionLabel names the profile a verdict followed.
export { revisionLabel, DEFAULT_PROFILE_VIEW, type VerdictProfiles } from './verdict-profiles';
export { VerdictProfileService, type VerdictProfileUpdate } from './verdict-profile.service';
export { VerdictProfileProjection } from './verdict-profile.projection';
export { startVerdictProfiles, type RunningVerdictProfiles } from './verdict-profile.module';
