import { z } from 'zod';
import { appUrlOf, appUrlSetting, parseConfig } from '@logiscope/kernel';

const schema = z.object({
  /**
   * The web app's public address, for the links reports e-mails (the carrier's `/respond/<id>`, the broker's carrier
   * page). Configured, never taken from a request's Host header, so no one can make LogiScope mail a link elsewhere;
   * unset: http://localhost:<PORT> (appUrlOf).
   */
  APP_URL: appUrlSetting(),
});

export interface ReportsConfig {
  appUrl: string;
}

/** reports' own settings, parsed once when it starts. */
export function reportsConfig(env: Record<string, string | undefined> = process.env): ReportsConfig {
  return { appUrl: appUrlOf(parseConfig(schema, env).APP_URL, env) };
}
