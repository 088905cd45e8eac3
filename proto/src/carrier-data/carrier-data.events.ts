import { z } from 'zod';
import type { EventOf } from '../shared/event-of';

/** A carrier LogiScope had not seen before appeared in a re-import (the first load emits only the summary). */
export const CarrierImportedV1 = z.object({
  dotNumber: z.string(),
  legalName: z.string(),
  mcNumbers: z.array(z.string()),
  state: z.string().describe('Two-letter physical state.'),
  importId: z.string(),
});
export type CarrierImported = EventOf<'CarrierImported', typeof CarrierImportedV1>;

/**
 * A re-import changed fields a broker cares about. before/after hold only the changed top-level fields of the
 * carrier record, as JSON objects (values keep their types: strings, numbers, lists of insurance policies...).
 */
export const CarrierChangedV1 = z.object({
  dotNumber: z.string(),
  legalName: z.string(),
  changedFields: z.array(z.string()),
  beforeJson: z.string(),
  afterJson: z.string(),
  importId: z.string(),
});
export type CarrierChanged = EventOf<'CarrierChanged', typeof CarrierChangedV1>;

/** One import run finished (also after the first load, which emits no per-carrier events). */
export const CarrierImportCompletedV1 = z.object({
  importId: z.string(),
  files: z.array(z.string()),
  rowsRead: z.number(),
  rowErrors: z.number(),
  created: z.number(),
  changed: z.number(),
  unchanged: z.number(),
  initialLoad: z.boolean().describe('True for a load into an empty store: no per-carrier events were emitted.'),
});
export type CarrierImportCompleted = EventOf<'CarrierImportCompleted', typeof CarrierImportCompletedV1>;

/**
 * A user synced a carrier's equipment: the vehicles its DOT number has run under were read from an equipment source
 * (the imported inspection files, or FMCSA's inspection data) and merged into the carrier's equipment list.
 */
export const EquipmentSyncedV1 = z.object({
  dotNumber: z.string(),
  /** The sync's job id: one event per sync, whatever the retries. */
  syncId: z.string().describe('The sync\'s job id.'),
  /** store (the imported inspection files) or fmcsa (FMCSA's inspection data on data.transportation.gov). */
  source: z.string().describe('store (the imported inspection files) | fmcsa (FMCSA\'s inspection data on data.transportation.gov)'),
  /** Vehicles the source reported, and how many of them were new, changed or already known as they are. */
  total: z.number().describe('Vehicles the source reported; of them, new to the carrier, changed, and already known as they are.'),
  added: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  /** Roadside inspections the vehicles were seen at. */
  inspections: z.number().describe('Roadside inspections the vehicles were seen at.'),
  startedAt: z.string().describe("When the sync started (RFC 3339); the envelope's occurred_at is when it finished."),
});
export type EquipmentSynced = EventOf<'EquipmentSynced', typeof EquipmentSyncedV1>;

/**
 * A company's watchlist (saved and monitored carriers), one stream per company and carrier. carrierId is the DOT
 * number. Saving again with other notes or tags is another CarrierSaved; a monitored carrier raises alerts on its
 * changes (a saved one too).
 */
export const CarrierSavedV1 = z.object({
  companyId: z.string(),
  carrierId: z.string().describe('The carrier\'s DOT number.'),
  notes: z.string(),
  tags: z.array(z.string()),
  /** Who saved it. */
  userId: z.string(),
});
export type CarrierSaved = EventOf<'CarrierSaved', typeof CarrierSavedV1>;

export const CarrierUnsavedV1 = z.object({ companyId: z.string(), carrierId: z.string(), userId: z.string() });
export type CarrierUnsaved = EventOf<'CarrierUnsaved', typeof CarrierUnsavedV1>;
export const CarrierMonitoredV1 = z.object({ companyId: z.string(), carrierId: z.string(), userId: z.string() });
export type CarrierMonitored = EventOf<'CarrierMonitored', typeof CarrierMonitoredV1>;
export const CarrierUnmonitoredV1 = z.object({ companyId: z.string(), carrierId: z.string(), userId: z.string() });
export type CarrierUnmonitored = EventOf<'CarrierUnmonitored', typeof CarrierUnmonitoredV1>;

/**
 * The verdict of a carrier a company saved or monitors changed: new FMCSA data (cause DATA) or the company's own
 * verdict rules (cause PROFILE). Outcomes PASS, REVIEW, FAIL; `rules` are the checks behind the new outcome.
 */
export const CarrierVerdictChangedV1 = z.object({
  companyId: z.string(),
  carrierId: z.string(),
  before: z.enum(['PASS', 'REVIEW', 'FAIL']),
  after: z.enum(['PASS', 'REVIEW', 'FAIL']),
  rules: z.array(z.string()),
  profile: z.string(),
  cause: z.enum(['DATA', 'PROFILE']),
});
export type CarrierVerdictChanged = EventOf<'CarrierVerdictChanged', typeof CarrierVerdictChangedV1>;

export type CarrierEvent = CarrierImported | CarrierChanged | CarrierImportCompleted | EquipmentSynced;
export type WatchlistEvent = CarrierSaved | CarrierUnsaved | CarrierMonitored | CarrierUnmonitored;
