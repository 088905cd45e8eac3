import type { EquipmentKind, EquipmentStatus } from '@logiscope/proto/views';
import type { InspectionTally } from '../equipment/equipment-inspections';
import type { EquipmentRecord } from './carrier.model';

/** What the tracker asks a store for: free text, part of a VIN, and the filters. */
export interface EquipmentSearchQuery {
  /** Free text ('' for none): how it is read, equipment/equipment-query.ts. */
  text: string;
  /** VIN Lookup: letters and digits that must stand somewhere in the VIN ('' for none). */
  vin: string;
  kind?: EquipmentKind;
  status?: EquipmentStatus;
  /** YYYY-MM-DD: a vehicle seen on or after this day (and not out of service) is ACTIVE (equipment/equipment-status.ts). */
  activeSince: string;
}

export interface EquipmentHit {
  record: EquipmentRecord;
  /** How it matched (MATCH_WEIGHT in equipment-query.ts): higher first, then the most recently seen. */
  weight: number;
}

export interface EquipmentSearchResult {
  hits: EquipmentHit[];
  /** Vehicles matching, counted up to the cap (EQUIPMENT_CAP). */
  total: number;
  /** More vehicles match than were counted: total is a lower bound, and only the counted ones are ranked. */
  capped: boolean;
}

/**
 * The vehicles seen under carriers (inspection units), kept by the carrier store beside the carriers (same file or
 * database): SQLite embedded, MongoDB distributed. One contract suite (equipment-store.contract.ts) runs on both.
 */
export interface EquipmentStore {
  /**
   * Stores units by id: new ones are inserted, changed ones rewritten, except that an older sighting (lastSeen before
   * the stored one's) never replaces a newer one. Answers how many were written.
   */
  upsertEquipment(records: EquipmentRecord[]): Promise<number>;
  /** A carrier's units, most recently seen first. */
  equipmentOf(dotNumber: string): Promise<EquipmentRecord[]>;
  /** What the units of each carrier show of its inspections (equipment-inspections.ts), a page of carriers in one read. */
  inspectionTallies(dotNumbers: readonly string[]): Promise<Map<string, InspectionTally>>;
  /** Equipment whose VIN starts with or equals the given text (8+ characters, upper-case), in VIN order. */
  equipmentByVin(vin: string, limit: number): Promise<EquipmentRecord[]>;
  /** The equipment tracker: every carrier's units, searched, filtered, ranked and paged (equipment-matches.ts). */
  searchEquipment(query: EquipmentSearchQuery, page: { offset: number; limit: number }): Promise<EquipmentSearchResult>;
}
