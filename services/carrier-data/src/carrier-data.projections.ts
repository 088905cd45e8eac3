import type { DocumentStore } from '@logiscope/infra';
import { CommunityReportsProjection } from './community/community-reports.projection';
import { VerdictProfileProjection } from './verdict-profile/verdict-profile.projection';
import { ContactChangesProjection } from './verdict/contact-changes.projection';
import { WatchlistProjection } from './watchlist/watchlist.projection';
import { CompanyAdminsProjection } from './webhooks/company-admins.projection';
import { WebhookEndpointProjection } from './webhooks/webhook-endpoint.projection';

/**
 * carrier-data's read models that are projections of its own event log (saved and monitored carriers, the companies'
 * verdict profiles, contact changes, the reports other brokers filed as carrier-data recorded them from the reports
 * topic, the webhook endpoints, and the companies' members whom a failing endpoint's mail goes to): what the service runs and what `npm run rebuild -- carrier-data` drops and replays. Its other collections are
 * not: search history, alerts
 * (written by the monitoring consumer from the bus), webhook deliveries (the delivery log) and import runs are records kept as they are, and the carrier
 * store is rebuilt from the FMCSA files by the import, not from events.
 */
export async function carrierDataProjections(
  documents: DocumentStore,
): Promise<[WatchlistProjection, VerdictProfileProjection, ContactChangesProjection, CommunityReportsProjection, WebhookEndpointProjection, CompanyAdminsProjection]> {
  return [
    await WatchlistProjection.open(documents),
    await VerdictProfileProjection.open(documents),
    await ContactChangesProjection.open(documents),
    await CommunityReportsProjection.open(documents),
    await WebhookEndpointProjection.open(documents),
    await CompanyAdminsProjection.open(documents),
  ];
}

/** For the rebuild CLI (scripts/rebuild.mjs): the same list, under the name every service exports. */
export const projections = carrierDataProjections;
