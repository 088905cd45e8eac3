import { z } from 'zod';
import { parseConfig } from '@logiscope/kernel';

/**
 * Equipment sync settings (carrier-data's own config fragment), parsed once at start; a bad value stops the process
 * with every problem listed. FMCSA_* matter only with EQUIPMENT_SOURCE=fmcsa.
 */
const schema = z.object({
  /** store: the imported inspection files (offline, default); fmcsa: FMCSA's inspection data on the DOT open-data portal. */
  EQUIPMENT_SOURCE: z.enum(['store', 'fmcsa']).default('store'),
  FMCSA_DATA_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://data.transportation.gov'),
  /** Socrata dataset id of "SMS Input – Inspection". */
  FMCSA_INSPECTION_DATASET: z
    .string()
    .regex(/^[a-z0-9]{4}-[a-z0-9]{4}$/, 'must be a Socrata dataset id such as rbkj-cgst')
    .default('rbkj-cgst'),
  FMCSA_APP_TOKEN: z.string().trim().optional(),
  FMCSA_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  FMCSA_MAX_ROWS: z.coerce.number().int().min(1).max(50_000).default(5_000),
  /**
   * How long POST .../equipment/sync waits for the job before answering "running" (the web app then polls). Under the
   * gateway's 5 s gRPC deadline.
   */
  EQUIPMENT_SYNC_WAIT_MS: z.coerce.number().int().min(0).max(4_000).default(3_000),
});

export type EquipmentSourceConfig =
  | { kind: 'store' }
  | { kind: 'fmcsa'; baseUrl: string; dataset: string; appToken?: string; timeoutMs: number; maxRows: number };

export interface EquipmentConfig {
  source: EquipmentSourceConfig;
  syncWaitMs: number;
}

export function loadEquipmentConfig(env: Record<string, string | undefined> = process.env): EquipmentConfig {
  const c = parseConfig(schema, env);
  const source: EquipmentSourceConfig =
    c.EQUIPMENT_SOURCE === 'store'
      ? { kind: 'store' }
      : {
          kind: 'fmcsa',
          baseUrl: c.FMCSA_DATA_URL,
          dataset: c.FMCSA_INSPECTION_DATASET,
          ...(c.FMCSA_APP_TOKEN ? { appToken: c.FMCSA_APP_TOKEN } : {}),
          timeoutMs: c.FMCSA_TIMEOUT_MS,
          maxRows: c.FMCSA_MAX_ROWS,
        };
  return { source, syncWaitMs: c.EQUIPMENT_SYNC_WAIT_MS };
}
