import { z } from 'zod';
import { appUrlOf, appUrlSetting, parseConfig } from '@logiscope/kernel';

const schema = z.object({
  /**
   * The web app's public address, for the links reports e-mails (the carrier's `/respond/<id>`, the broker's carrier
   * page). Configured, never taken from a request's Host header, so no one can make LogiScope mail a link elsewhere;
   * unset: http://localhost:<PORT> (appUrlOf).
   */
  APP_URL: appUrlSetting(),
  /** Mails about reports one carrier address gets a day (UTC), across all companies; the further reports go in one digest after the day. */
  CARRIER_MAIL_PER_DAY: z.coerce.number().int().min(1).max(100).default(3),
  /** How often the sweep closes windows past their deadline and sends digests whose day is over, when their jobs did not. */
  REPORTS_SWEEP_MS: z.coerce.number().int().min(200).max(3_600_000).default(60_000),
});

export interface ReportsConfig {
  appUrl: string;
  carrierMailPerDay: number;
  sweepEveryMs: number;
}

/** reports' own settings, parsed once when it starts. */
export function reportsConfig(env: Record<string, string | undefined> = process.env): ReportsConfig {
  const c = parseConfig(schema, env);
  return { appUrl: appUrlOf(c.APP_URL, env), carrierMailPerDay: c.CARRIER_MAIL_PER_DAY, sweepEveryMs: c.REPORTS_SWEEP_MS };
}
