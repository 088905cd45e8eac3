import { DomainError } from '@logiscope/kernel';
import type { CarrierView } from '../carrier-data.api';
import type { SearchHistoryRepository } from '../search-history/search-history.repository';
import { withInspectionsOnFile } from '../equipment/equipment-inspections';
import type { CarrierViews, SharingContext } from '../verdict/carrier-views';
import type { CarrierRecord } from './carrier.model';
import type { CarrierStore } from './carrier.store';
import { normaliseDot } from './carrier-identifiers.normalise';

/** What every carrier use case reads: a carrier by its DOT number, and the views a company sees of a page of them. */
export class CarrierReader {
  constructor(
    private readonly store: CarrierStore,
    private readonly views: CarrierViews,
  ) {}

  /** The carrier with that DOT number; 404 for anything else. */
  async record(id: string): Promise<CarrierRecord> {
    const dot = /^\d{1,10}$/.test(id.trim()) ? normaliseDot(id) : '';
    const record = dot ? await this.store.get(dot) : null;
    if (!record) throw DomainError.notFound('Carrier not found.');
    return record;
  }

  /**
   * Views of a page of carriers with the inspections the Equipment tab's units show counted in (one batched read),
   * so no header or score says "no inspections" beside an inspected vehicle.
   */
  async viewsOf(records: readonly CarrierRecord[], companyId: string | undefined, sharing?: SharingContext): Promise<CarrierView[]> {
    if (records.length === 0) return [];
    const tallies = await this.store.inspectionTallies(records.map((r) => r.dotNumber));
    return this.views.build(records.map((r) => withInspectionsOnFile(r, tallies.get(r.dotNumber))), companyId, sharing);
  }
}

/** What the carrier use cases (search, detail, equipment) share. */
export interface CarrierUseCaseDeps {
  store: CarrierStore;
  reader: CarrierReader;
  /** The company's search history: searches and lookups are recorded there. */
  history: SearchHistoryRepository;
  now: () => Date;
}
