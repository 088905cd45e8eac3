/**
 * FMCSA file ingestion: streaming CSV reader, layout detection and row mapping (census 42/147, L&I actpendins /
 * insur / revocation / carrier search, SAFER snapshots, inspected vehicles), the pure merge into CarrierRecord, and
 * the synthetic generator of the same files. No database, no framework: the import pipeline builds on this.
 * See updates.ts for the update union and the pipeline contract.
 */
export { CsvChunkParser, parseCsv, readFirstRow, readRowBatches, readRows, type CsvReadOptions, type CsvRow } from './csv-reader';
export { LAYOUTS, detectLayout, layoutById, type DetectOptions, type DetectedLayout } from './layouts/detect';
export { HeaderIndex, headerKey, type BindOptions, type Layout, type RowMapper } from './layouts/layout';
export { CENSUS_147_HEADER, CENSUS_42_HEADER, census147Layout, census42Layout, parseSafetyRating } from './layouts/census';
export {
  ACTPENDINS_FIELD_COUNT,
  CARRIER_SEARCH_HEADER,
  INSUR_FIELD_COUNT,
  REVOCATION_HEADER,
  actPendInsLayout,
  carrierSearchLayout,
  insurLayout,
  parseInsuranceType,
  parseRevocationType,
  revocationLayout,
} from './layouts/li';
export { saferLayout } from './layouts/safer';
export { INSPECTION_UNITS_HEADER, inspectionUnitsLayout, normalizePlate, normalizeVin } from './layouts/inspection-units';
export { ingestFile, openFmcsaFile, type IngestedRow, type OpenOptions, type OpenedFile, type ResumePoint, type RowRange } from './ingest-file';
export { applyUpdate, applyUpdates, compareDockets, type ApplyOptions } from './merge';
export * from './normalize';
export {
  CENSUS_FIELDS,
  isCarrierUpdate,
  isRowError,
  rowError,
  type CarrierUpdate,
  type CensusExtras,
  type CensusField,
  type CensusFields,
  type CensusUpdate,
  type DocketUpdate,
  type EquipmentUpdate,
  type IngestUpdate,
  type InsurancePolicyUpdate,
  type InsuranceUpdate,
  type MapResult,
  type RevocationUpdate,
  type RowError,
  type SaferUpdate,
  type SourceKind,
} from './updates';
export { generateFiles, SYNTHETIC_FILE_KINDS, type GenerateOptions, type GeneratedFiles } from './synthetic/generator';
