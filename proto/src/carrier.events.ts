import { z } from 'zod';

/** A carrier LogiScope had not seen before appeared in a re-import (the first load emits only the summary). */
export const CarrierImportedV1 = z.object({
  dotNumber: z.string(),
  legalName: z.string(),
  mcNumbers: z.array(z.string()),
  state: z.string(),
  importId: z.string(),
});

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

/** One import run finished (also after the first load, which emits no per-carrier events). */
export const CarrierImportCompletedV1 = z.object({
  importId: z.string(),
  files: z.array(z.string()),
  rowsRead: z.number(),
  rowErrors: z.number(),
  created: z.number(),
  changed: z.number(),
  unchanged: z.number(),
  initialLoad: z.boolean(),
});

export type CarrierImported = { type: 'CarrierImported'; data: z.infer<typeof CarrierImportedV1> };
export type CarrierChanged = { type: 'CarrierChanged'; data: z.infer<typeof CarrierChangedV1> };
export type CarrierImportCompleted = { type: 'CarrierImportCompleted'; data: z.infer<typeof CarrierImportCompletedV1> };
export type CarrierEvent = CarrierImported | CarrierChanged | CarrierImportCompleted;
