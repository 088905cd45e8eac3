/**
 * The subscription's terms (spec 001 §4, §9), which billing's decider applies and the web shows. Beside the events, not
 * in the HTTP rules: a decider reads the house's rules, never an HTTP schema.
 */

/** The free trial: 30 days, no card. */
export const TRIAL_DAYS = 30;
/**
 * A company's ADMIN may extend its own trial up to this many days in all from the trial's start (README "Subscription and
 * payments": the cap keeps the paywall meaningful); the platform operator has no cap.
 */
export const TRIAL_MAX_TOTAL_DAYS = 365;
/** $149 per month (display '149.00'). */
export const MONTHLY_PRICE_CENTS = 14_900;
