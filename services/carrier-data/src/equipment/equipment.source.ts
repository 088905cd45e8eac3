import type { EquipmentRecord } from '../carrier/carrier.model';

/**
 * A vehicle a carrier has run under, as an equipment source reports it: the stored record (VIN, unit type, make, model
 * year, plate and state when known, the latest inspection) plus how many roadside inspections saw it.
 */
export type SourcedEquipment = EquipmentRecord & { inspectionCount: number };

/** Where "Sync Equipment" reads a carrier's vehicles from (EQUIPMENT_SOURCE: the imported files, or FMCSA's API). */
export interface EquipmentSource {
  /** Recorded with every sync: `store` or `fmcsa`. */
  readonly name: EquipmentSourceName;
  /**
   * The vehicles this DOT number has run under, one per vehicle (`${dot}:${VIN}`, or `${dot}:${state}-${plate}`
   * without a VIN), most recently seen first. Throws EquipmentSourceError, with a message a user can read, when the
   * source cannot answer.
   */
  vehiclesOf(dotNumber: string): Promise<SourcedEquipment[]>;
}

export type EquipmentSourceName = 'store' | 'fmcsa';

/** The source could not answer (unreachable, timed out, an error status, an answer that is not inspection data). */
export class EquipmentSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EquipmentSourceError';
  }
}
