import { resolve } from 'node:path';
import { z } from 'zod';
import { parseConfig } from '@logiscope/kernel';
import { DATASET_CATALOG, MOTUS_KINDS } from '../datasets/dataset-catalog';
import type { SourceKind } from '../ingest/updates';

/**
 * The daily refresh from the DOT open data portal (carrier-data's own config fragment), parsed once at start; a bad
 * value stops the process with every problem listed. Off by default: `npm start` on a laptop without a token works on
 * the files imported by hand.
 */
const PORTAL_ID = /^[a-z0-9]{4}-[a-z0-9]{4}$/;
const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'], { error: 'must be on or off' })
  .transform((v) => v === 'on' || v === 'true' || v === '1');

/** The census the refresh follows: the daily Company Census File (pulled as changes only, see motus-refresh.job.ts). */
export const REFRESH_CENSUS_KIND: SourceKind = 'census-147';
/** Motus in the order they are applied, then the census. */
export const REFRESH_KINDS: readonly SourceKind[] = [...MOTUS_KINDS, REFRESH_CENSUS_KIND];

const overrides = z
  .string()
  .trim()
  .default('')
  .transform((raw, ctx) => {
    const out = new Map<SourceKind, { baselineId: string; dailyId: string }>();
    for (const entry of raw.split(',').map((e) => e.trim()).filter(Boolean)) {
      const m = /^([a-z0-9-]+)=([^:]+)(?::(.+))?$/.exec(entry);
      const kind = m?.[1] as SourceKind | undefined;
      if (!m || !kind || !REFRESH_KINDS.includes(kind)) {
        ctx.addIssue({ code: 'custom', message: `"${entry}": expected <kind>=<baseline id>[:<daily id>] with a kind among ${REFRESH_KINDS.join(', ')}` });
        continue;
      }
      const [baselineId, dailyId = DATASET_CATALOG[kind].dailyId] = [m[2], m[3]];
      if (!PORTAL_ID.test(baselineId) || (dailyId && !PORTAL_ID.test(dailyId))) {
        ctx.addIssue({ code: 'custom', message: `"${entry}": portal ids look like inys-ebih` });
        continue;
      }
      out.set(kind, { baselineId, dailyId });
    }
    return out;
  });

const schema = z.object({
  MOTUS_REFRESH: onOff.default(false),
  FMCSA_DATA_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://data.transportation.gov'),
  FMCSA_APP_TOKEN: z.string().trim().optional(),
  MOTUS_REFRESH_EVERY_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /** The portal refreshes the files by about 9:30 AM Eastern: a scheduled run before that could read a half-written set. */
  MOTUS_REFRESH_NOT_BEFORE: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM (24 h, America/New_York)')
    .default('09:30'),
  MOTUS_REFRESH_DIR: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Per request, as silence: no byte for this long (answer headers included) aborts the request, which is retried. */
  MOTUS_REFRESH_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** Rows per request: SODA answers at most 50,000 rows a page. */
  MOTUS_REFRESH_PAGE_ROWS: z.coerce.number().int().min(1).max(50_000).default(50_000),
  /** `motus-carrier=inys-ebih:nakq-58th,census-147=az4n-8mr2`: other portal ids, should FMCSA publish the sets anew. */
  MOTUS_REFRESH_DATASETS: overrides,
  /** A data set a verdict subject depends on is stale when complete through more than this many days before today. */
  DATASET_STALE_AFTER_DAYS: z.coerce.number().int().min(1).max(365).default(3),
  /** Test only: `carrier-data.refresh-before-import` kills the process once between a download and its import (crash tests). */
  FAULT_INJECT: z.string().default(''),
});

export interface RefreshDataset {
  kind: SourceKind;
  title: string;
  baselineId: string;
  /** '' for the census, which has no daily difference on the portal. */
  dailyId: string;
}

export interface MotusRefreshConfig {
  enabled: boolean;
  baseUrl: string;
  appToken?: string;
  everyMinutes: number;
  /** HH:MM in `timeZone`. */
  notBefore: string;
  timeZone: 'America/New_York';
  dir: string;
  timeoutMs: number;
  pageRows: number;
  datasets: RefreshDataset[];
  staleAfterDays: number;
  /** Test only (FAULT_INJECT): kill the process once between a download and its import. */
  crashBeforeImport: boolean;
}

export function loadMotusRefreshConfig(env: Record<string, string | undefined> = process.env): MotusRefreshConfig {
  const c = parseConfig(schema, env);
  return {
    enabled: c.MOTUS_REFRESH,
    baseUrl: c.FMCSA_DATA_URL,
    ...(c.FMCSA_APP_TOKEN ? { appToken: c.FMCSA_APP_TOKEN } : {}),
    everyMinutes: c.MOTUS_REFRESH_EVERY_MINUTES,
    notBefore: c.MOTUS_REFRESH_NOT_BEFORE,
    timeZone: 'America/New_York',
    dir: resolve(c.MOTUS_REFRESH_DIR ?? `${c.DATA_DIR}/refresh`),
    timeoutMs: c.MOTUS_REFRESH_TIMEOUT_MS,
    pageRows: c.MOTUS_REFRESH_PAGE_ROWS,
    datasets: REFRESH_KINDS.map((kind) => {
      const d = DATASET_CATALOG[kind];
      return { kind, title: d.title, baselineId: d.baselineId, dailyId: d.dailyId, ...c.MOTUS_REFRESH_DATASETS.get(kind) };
    }),
    staleAfterDays: c.DATASET_STALE_AFTER_DAYS,
    crashBeforeImport: c.FAULT_INJECT === 'carrier-data.refresh-before-import',
  };
}
