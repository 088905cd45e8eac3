/**
 * EQUIPMENT_SOURCE=fmcsa: the vehicles a DOT number ran under, read live from FMCSA's public inspection data on the
 * DOT open-data portal (Socrata SODA 2.1, https://data.transportation.gov).
 *
 * Dataset: "SMS Input – Inspection" (rbkj-cgst), the 24-month inspection file the SMS runs on, one row per inspection
 * with up to two units. Its JSON rows carry the CSV columns in lower case, every value a string, null values left
 * out: `unique_id`, `report_state`, `dot_number`, `insp_date` ("14-MAR-25" or "2025-03-14T00:00:00.000"),
 * `unit_type_desc`, `unit_make`, `unit_license`, `unit_license_state`, `vin`, `unit_decal_number`, and the same with a
 * `2` suffix for the second unit. Rows are mapped by the import's own inspection-units mapper, so a vehicle gets the
 * same identity (`${dot}:${VIN}`) and the same normalisation whichever way it arrived.
 *
 * Query: `GET {base}/resource/{dataset}.json?dot_number={dot}&$order=:id&$limit=&$offset=` (pages until a short page
 * or FMCSA_MAX_ROWS rows), with `X-App-Token` when a token is configured (higher rate limits). Each page must answer
 * within the timeout, body included; anything else fails the sync with an EquipmentSourceError saying what happened.
 */
import type { EquipmentRecord } from '../carrier/carrier.model';
import { INSPECTION_UNITS_HEADER, headerKey, inspectionUnitsLayout } from '../ingest';
import { sodaErrorDetail, sodaHeaders } from '../refresh/soda.client';
import { collapseInspectionUnits } from './equipment.merge';
import { EquipmentSourceError, type EquipmentSource, type SourcedEquipment } from './equipment.source';

export interface FmcsaEquipmentSourceOptions {
  /** The open-data portal's origin, e.g. https://data.transportation.gov (a path prefix is kept). */
  baseUrl: string;
  /** Socrata dataset id of the inspection file (rbkj-cgst). */
  dataset: string;
  /** Socrata app token; without one the portal applies its shared (lower) rate limits. */
  appToken?: string;
  /** Per page, from the request to the last byte of the answer. */
  timeoutMs: number;
  /** Inspection rows read per carrier at the most. */
  maxRows: number;
  /** Rows per request (default 1,000, at most maxRows). */
  pageSize?: number;
}

const WHAT = 'FMCSA inspection data';

export class FmcsaEquipmentSource implements EquipmentSource {
  readonly name = 'fmcsa' as const;
  private readonly endpoint: string;

  constructor(private readonly options: FmcsaEquipmentSourceOptions) {
    this.endpoint = `${options.baseUrl.replace(/\/+$/, '')}/resource/${encodeURIComponent(options.dataset)}.json`;
  }

  async vehiclesOf(dotNumber: string): Promise<SourcedEquipment[]> {
    const pageSize = Math.max(1, Math.min(this.options.pageSize ?? 1000, this.options.maxRows));
    const rows: unknown[] = [];
    while (rows.length < this.options.maxRows) {
      const limit = Math.min(pageSize, this.options.maxRows - rows.length);
      const page = await this.page(dotNumber, rows.length, limit);
      rows.push(...page);
      if (page.length < limit) break;
    }
    const { vehicles, skipped } = vehiclesFromInspectionRows(dotNumber, rows);
    if (vehicles.length === 0 && skipped.length > 0 && skipped.length === rows.length) {
      throw new EquipmentSourceError(`${WHAT} could not be read: ${skipped[0]}`);
    }
    return vehicles;
  }

  private async page(dotNumber: string, offset: number, limit: number): Promise<unknown[]> {
    const url = new URL(this.endpoint);
    url.searchParams.set('dot_number', dotNumber);
    url.searchParams.set('$order', ':id');
    url.searchParams.set('$limit', String(limit));
    url.searchParams.set('$offset', String(offset));

    let status: number;
    let body: string;
    try {
      const res = await fetch(url, { headers: sodaHeaders(this.options.appToken), signal: AbortSignal.timeout(this.options.timeoutMs) });
      status = res.status;
      body = await res.text();
    } catch (e) {
      throw new EquipmentSourceError(transportFailure(e, this.options.timeoutMs));
    }
    if (status < 200 || status > 299) throw new EquipmentSourceError(`${WHAT} answered HTTP ${status}${sodaErrorDetail(body)}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new EquipmentSourceError(`${WHAT} answered with invalid JSON`);
    }
    if (!Array.isArray(parsed)) throw new EquipmentSourceError(`${WHAT} answered with something other than a list of inspections`);
    return parsed;
  }
}

function transportFailure(e: unknown, timeoutMs: number): string {
  const error = e as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (error?.name === 'TimeoutError' || error?.name === 'AbortError') return `${WHAT} did not answer within ${timeoutMs / 1000} s`;
  const reason = error?.cause?.code ?? error?.cause?.message ?? error?.message ?? String(e);
  return `${WHAT} could not be reached (${reason})`;
}

/** A JSON value as the CSV cell the mapper expects: strings as they are, numbers and booleans as text, anything else empty. */
function cellOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/**
 * SODA inspection rows → the carrier's vehicles (one per vehicle, with its inspection count). Rows of another DOT
 * number are left out; rows that cannot be read are reported in `skipped` (1-based position and reason).
 */
export function vehiclesFromInspectionRows(dotNumber: string, rows: readonly unknown[]): { vehicles: SourcedEquipment[]; skipped: string[] } {
  const map = inspectionUnitsLayout.bind([...INSPECTION_UNITS_HEADER], { asOf: '' });
  const keys = INSPECTION_UNITS_HEADER.map(headerKey);
  const units: EquipmentRecord[] = [];
  const skipped: string[] = [];
  rows.forEach((row, i) => {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      skipped.push(`row ${i + 1}: not an inspection record`);
      return;
    }
    const byKey = new Map(Object.entries(row).map(([k, v]) => [headerKey(k), cellOf(v)]));
    const result = map(
      keys.map((k) => byKey.get(k) ?? ''),
      i + 1,
    );
    if (result === null) return;
    if (result.kind === 'error') skipped.push(`row ${i + 1}: ${result.reason}`);
    else if (result.kind === 'equipment') units.push(...result.equipment.filter((e) => e.dotNumber === dotNumber));
  });
  return { vehicles: collapseInspectionUnits(units), skipped };
}
