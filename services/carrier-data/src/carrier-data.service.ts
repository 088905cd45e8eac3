import { DomainError, ErrorCode } from '@logiscope/kernel';
import { handleCommand, type EventStore, type Projector } from '@logiscope/infra';
import type { BrokerAuthorityRecord, DatasetRefreshState, DatasetsReply, EquipmentPage, UsageView, VerdictProfileSettings } from '@logiscope/proto/views';
import type {
  AdvancedSearchRequest,
  Caller,
  CarrierDataApi,
  CarrierSearchReply,
  CarrierView,
  EquipmentSyncView,
  EquipmentView,
  LookupReply,
  LookupSamplesView,
  Page,
  SavedCarrierView,
  SharedIdentifier,
} from './carrier-data.api';
import type { CarrierRecord, EquipmentRecord } from './carrier/carrier.model';
import { addressKey } from './carrier/carrier-address.keys';
import { normaliseDot, normaliseEmail, normaliseMc, normalisePhone, VIN_MIN_CHARS } from './carrier/carrier-identifiers.normalise';
import { recogniseQuery } from './carrier/carrier-query.recognise';
import type { CarrierQuery, CarrierStore, SharingKind } from './carrier/carrier.store';
import type { EquipmentSyncService } from './equipment/equipment-sync.service';
import { EquipmentSearch, type EquipmentSearchRequest } from './equipment/equipment-search';
import { withInspectionsOnFile } from './equipment/equipment-inspections';
import { SYNC_FAILED_MESSAGE } from './equipment/equipment-sync.processor';
import type { ImportRunRepository } from './import/import-run.repository';
import type { DatasetStatusService } from './datasets/dataset-status.service';
import { lookupSamples } from './lookup/lookup-samples';
import { LIST_ERROR_SAMPLES, toImportRunView } from './import/import-status';
import { buildSharedIdentifiers, sharedCarrierCount, type SharingMatch } from './intelligence';
import type { AlertRepository } from './monitoring/alert.repository';
import type { SearchHistoryRepository } from './search-history/search-history.repository';
import { usageWindow } from './search-history/usage-window';
import { findBrokerAuthority } from './broker-authority/broker-authority';
import type { VerdictProfileService } from './verdict-profile';
import { CarrierViews, type SharingContext } from './verdict/carrier-views';
import type { ContactChangesRepository } from './verdict/contact-changes.projection';
import type { VerdictWatch } from './verdict/verdict-watch';
import { watchlistDecider, watchlistStream, type WatchlistCommand } from './watchlist/watchlist.decider';
import { watchEntryId, type WatchEntry, type WatchlistRepository } from './watchlist/watchlist.repository';

const CARRIER_ID_MESSAGE = 'Carrier id must be a DOT number';
const VIN_MESSAGE = 'Please enter at least 8 characters of the VIN';
const SHARED_LIMIT = 25;

/** A list size asked for: `fallback` when missing or 0, then between 1 and `max`. */
const listLimit = (limit: number, fallback: number, max: number): number => Math.min(Math.max(1, limit || fallback), max);

export interface CarrierDataDeps {
  store: CarrierStore;
  /** carrier-data's own event log: the watchlist's commands append to it. */
  events: EventStore;
  /** Read side of the watchlist, written by its projection. */
  watchlist: WatchlistRepository;
  /** Feeds the watchlist from the log; a command's answer awaits `caughtUp(position)` so it shows its own write. */
  projector: Pick<Projector, 'caughtUp'>;
  /** Called after an append so the relay and the projector follow at once. */
  onAppended?: () => void;
  history: SearchHistoryRepository;
  alerts: AlertRepository;
  imports: ImportRunRepository;
  equipmentSync: EquipmentSyncService;
  /** Each company's verdict rules: read from memory (profileOf), changed by its administrators. */
  verdictProfiles: VerdictProfileService;
  /** Contact changes seen between imports (a projection of the log): the verdict's contact-changes check. */
  contacts?: Pick<ContactChangesRepository, 'lastChanged'>;
  /** The view builder (built from the deps above when absent); the module shares one with the monitoring consumer. */
  views?: CarrierViews;
  /** Alerts and events when a saved or monitored carrier's verdict changes (profile changes included). */
  verdictWatch?: VerdictWatch;
  /** The Data sets screen and the daily refresh (datasets/, refresh/). */
  datasets: Pick<DatasetStatusService, 'list' | 'refreshNow'>;
  now?: () => Date;
}

/** carrier-data's application service: search, detail, lookup, equipment, watchlist; rules enforced here, not only in the web app. */
export class CarrierDataApplication implements CarrierDataApi {
  private readonly now: () => Date;
  private readonly views: CarrierViews;

  constructor(private readonly deps: CarrierDataDeps) {
    this.now = deps.now ?? (() => new Date());
    this.views =
      deps.views ?? new CarrierViews({ store: deps.store, imports: deps.imports, contacts: deps.contacts ?? { lastChanged: async () => new Map() }, profiles: deps.verdictProfiles, now: this.now });
  }

  /**
   * Views of a page of carriers with the inspections the Equipment tab's units show counted in (one batched read),
   * so no header or score says "no inspections" beside an inspected vehicle.
   */
  private async viewsOf(records: readonly CarrierRecord[], companyId: string | undefined, sharing?: SharingContext): Promise<CarrierView[]> {
    if (records.length === 0) return [];
    const tallies = await this.deps.store.inspectionTallies(records.map((r) => r.dotNumber));
    return this.views.build(records.map((r) => withInspectionsOnFile(r, tallies.get(r.dotNumber))), companyId, sharing);
  }

  private async runSearch(caller: Caller, page: Page, query: CarrierQuery, searchType: string, shown: string, echo?: string): Promise<CarrierSearchReply> {
    const { hits, total } = await this.deps.store.search(query, { offset: (page.page - 1) * page.pageSize, limit: page.pageSize });
    await this.deps.history.record(caller.companyId, caller.userId, searchType, shown, total, this.now().toISOString());
    return { carriers: await this.viewsOf(hits.map((h) => h.carrier), caller.companyId), total, page: page.page, pageSize: page.pageSize, ...(echo !== undefined ? { query: echo } : {}) };
  }

  async search(request: Caller & Page & { q: string }): Promise<CarrierSearchReply> {
    const q = (request.q ?? '').trim();
    if (!q || recogniseQuery(q).kind === 'empty') throw DomainError.validation('Please enter a search term.', [{ path: 'q', message: 'Please enter a search term.' }]);
    return this.runSearch(request, request, { text: q }, 'QUICK', q);
  }

  async advancedSearch(request: AdvancedSearchRequest): Promise<CarrierSearchReply> {
    const state = request.state.trim().toUpperCase();
    if (state.length > 2) throw DomainError.validation('State must be 2 characters', [{ path: 'state', message: 'State must be 2 characters' }]);
    const query: CarrierQuery = {
      ...(request.companyName.trim() ? { companyName: request.companyName.trim() } : {}),
      ...(normaliseEmail(request.email) ? { email: normaliseEmail(request.email) } : {}),
      ...(normalisePhone(request.phone) ? { phone: normalisePhone(request.phone) } : {}),
      ...(normaliseMc(request.mcNumber) ? { mcNumber: normaliseMc(request.mcNumber) } : {}),
      ...(normaliseDot(request.dotNumber) ? { dotNumber: normaliseDot(request.dotNumber) } : {}),
      ...(state ? { state } : {}),
    };
    if (Object.keys(query).length === 0) throw DomainError.validation('Please enter at least one search criteria');
    const shown = Object.entries(query).map(([k, v]) => `${k}=${v}`).join(' ');
    return this.runSearch(request, request, query, 'ADVANCED', shown);
  }

  async searchByEmail(request: Caller & Page & { email: string }): Promise<CarrierSearchReply> {
    const email = normaliseEmail(request.email ?? '');
    if (!email) throw DomainError.validation('Email Required', [{ path: 'email', message: 'Email Required' }]);
    return this.runSearch(request, request, { email }, 'EMAIL', email, email);
  }

  async searchByPhone(request: Caller & Page & { phone: string }): Promise<CarrierSearchReply> {
    const phone = normalisePhone(request.phone ?? '');
    if (!phone) throw DomainError.validation('Phone Required', [{ path: 'phone', message: 'Phone Required' }]);
    return this.runSearch(request, request, { phone }, 'PHONE', phone, phone);
  }

  private async record(id: string): Promise<CarrierRecord> {
    const dot = /^\d{1,10}$/.test(id.trim()) ? normaliseDot(id) : '';
    const record = dot ? await this.deps.store.get(dot) : null;
    if (!record) throw DomainError.notFound('Carrier not found.');
    return record;
  }

  async getCarrier(request: { id: string } & Partial<Caller>): Promise<CarrierView> {
    const record = await this.record(request.id);
    const { matches, related, identifiers } = await this.sharing(record);
    const context: SharingContext = { matches, related, sharedCount: sharedCarrierCount(identifiers) };
    const [view] = await this.viewsOf([record], request.companyId || undefined, context);
    return view;
  }

  /** The data sets LogiScope holds and as of when. */
  async listDatasets() {
    return { datasets: await this.views.datasets() };
  }

  datasetStatus(_request: Record<string, never>): Promise<DatasetsReply> {
    return this.deps.datasets.list();
  }

  refreshDatasets(_request: Record<string, never>): Promise<DatasetRefreshState> {
    return this.deps.datasets.refreshNow();
  }

  private async shared(record: CarrierRecord): Promise<SharedIdentifier[]> {
    return (await this.sharing(record)).identifiers;
  }

  private async sharing(record: CarrierRecord): Promise<{ matches: SharingMatch[]; related: Map<string, CarrierRecord>; identifiers: SharedIdentifier[] }> {
    const store = this.deps.store;
    const find = async (kind: SharingKind, values: string[]) =>
      Promise.all(values.filter(Boolean).map(async (value) => ({ kind, value, ...(await store.findSharing(kind, value, SHARED_LIMIT + 1)) })));
    const vins = (await store.equipmentOf(record.dotNumber)).map((e) => e.vehicleVin).filter(Boolean);
    const vinMatches = await Promise.all(
      [...new Set(vins)].slice(0, 50).map(async (vin) => {
        const seen = await store.equipmentByVin(vin, 200);
        const dots = [...new Set(seen.map((e) => e.dotNumber))];
        return { kind: 'vin' as const, value: vin, dotNumbers: dots, total: dots.length };
      }),
    );
    const matches = [
      ...(await find('phone', [record.phone])),
      ...(await find('email', [record.email])),
      ...(await find('address', [addressKey(record.physicalAddress)])),
      ...(await find('officer', record.officers)),
      ...vinMatches,
    ];
    const others = [...new Set(matches.flatMap((m) => m.dotNumbers).concat(record.priorRevokeDotNumber ? [record.priorRevokeDotNumber] : []))].filter((d) => d !== record.dotNumber);
    const related = await store.getMany(others.slice(0, 500));
    return { matches, related, identifiers: buildSharedIdentifiers(record, matches, related) };
  }

  async sharedIdentifiers(request: { id: string }): Promise<{ identifiers: SharedIdentifier[] }> {
    return { identifiers: await this.shared(await this.record(request.id)) };
  }

  async lookup(request: Caller & { mc: string; dot: string }): Promise<LookupReply> {
    const mc = normaliseMc(request.mc ?? '');
    const dot = normaliseDot(request.dot ?? '');
    if (!mc && !dot) throw DomainError.validation('Enter an MC or DOT number', [{ path: 'mc', message: 'Enter an MC or DOT number' }]);
    const dotNumber = dot || (await this.deps.store.dotsByMc([mc])).get(mc) || '';
    const record = dotNumber ? await this.deps.store.get(dotNumber) : null;
    // A visitor's lookup (registration, no company yet) belongs to no company's search history.
    if (request.companyId) await this.deps.history.record(request.companyId, request.userId, 'FMCSA_LOOKUP', mc ? `MC ${mc}` : `DOT ${dot}`, record ? 1 : 0, this.now().toISOString());
    if (!record) return { found: false, message: mc ? `No carrier found with MC number ${mc} in the FMCSA data` : `No carrier found with DOT number ${dot} in the FMCSA data` };
    return { found: true, message: '', carrier: (await this.viewsOf([record], request.companyId || undefined))[0] };
  }

  async lookupSamples(_request: Record<string, never>): Promise<LookupSamplesView> {
    return lookupSamples(this.deps.store, this.now());
  }

  async listEquipment(request: { id: string }): Promise<{ equipment: EquipmentView[] }> {
    const record = await this.record(request.id);
    return { equipment: (await this.deps.store.equipmentOf(record.dotNumber)).map(toEquipmentView) };
  }

  /** The carrier an equipment sync is about: a DOT number (400 otherwise) LogiScope knows (404 otherwise). */
  private async syncedCarrier(id: string): Promise<CarrierRecord> {
    if (!/^\d{1,10}$/.test((id ?? '').trim())) throw DomainError.validation(CARRIER_ID_MESSAGE, [{ path: 'id', message: CARRIER_ID_MESSAGE }]);
    return this.record(id);
  }

  /**
   * A background job (BullMQ or the embedded scheduler; one per carrier at a time): answers its outcome, or its
   * state while it still runs. A sync that failed answers UNAVAILABLE with the reason.
   */
  async syncEquipment(request: Caller & { id: string }): Promise<EquipmentSyncView> {
    const record = await this.syncedCarrier(request.id);
    const sync = await this.deps.equipmentSync.request(record.dotNumber, { companyId: request.companyId, userId: request.userId });
    if (sync.state === 'failed') throw new DomainError(ErrorCode.UNAVAILABLE, sync.error || SYNC_FAILED_MESSAGE);
    return sync;
  }

  async getEquipmentSync(request: { id: string }): Promise<{ lastSync?: EquipmentSyncView }> {
    const record = await this.syncedCarrier(request.id);
    const lastSync = await this.deps.equipmentSync.last(record.dotNumber);
    return lastSync ? { lastSync } : {};
  }

  searchEquipment(request: EquipmentSearchRequest): Promise<EquipmentPage> {
    return new EquipmentSearch(this.deps.store, this.now).search(request);
  }

  async searchVin(request: Caller & { vin: string }) {
    const vin = (request.vin ?? '').trim().toUpperCase();
    if (vin.length < VIN_MIN_CHARS || vin.length > 17 || !/^[A-Z0-9]+$/.test(vin)) throw DomainError.validation(VIN_MESSAGE, [{ path: 'vin', message: VIN_MESSAGE }]);
    const rows = await this.deps.store.equipmentByVin(vin, 200);
    const carriers = await this.deps.store.getMany([...new Set(rows.map((r) => r.dotNumber))]);
    await this.deps.history.record(request.companyId, request.userId, 'VIN', vin, rows.length, this.now().toISOString());
    return {
      vinDetails: { vin, totalRecords: rows.length, carriers: [...carriers.keys()] },
      equipment: rows.map((r) => ({ ...toEquipmentView(r), carrierId: r.dotNumber, companyName: carriers.get(r.dotNumber)?.legalName ?? '' })),
    };
  }

  private savedView(entry: WatchEntry, carrier: CarrierView): SavedCarrierView {
    return { id: entry.id, carrierId: entry.carrierId, carrier, notes: entry.notes, tags: entry.tags, monitored: entry.monitored, createdAt: entry.createdAt };
  }

  private async savedViews(caller: Caller, entries: WatchEntry[], records: Map<string, CarrierRecord>): Promise<SavedCarrierView[]> {
    const listed = entries.filter((e) => records.has(e.carrierId));
    const views = await this.viewsOf(listed.map((e) => records.get(e.carrierId) as CarrierRecord), caller.companyId);
    return listed.map((e, i) => this.savedView(e, views[i]));
  }

  async listSaved(request: Caller): Promise<{ saved: SavedCarrierView[] }> {
    return { saved: await this.watchViews(request, (e) => e.saved) };
  }

  /** Monitoring needs no save: a carrier monitored but not saved is listed here and not among the saved. */
  async listMonitored(request: Caller): Promise<{ monitored: SavedCarrierView[] }> {
    return { monitored: await this.watchViews(request, (e) => e.monitored) };
  }

  private async watchViews(request: Caller, keep: (entry: WatchEntry) => boolean): Promise<SavedCarrierView[]> {
    const entries = (await this.deps.watchlist.list(request.companyId)).filter(keep);
    const records = await this.deps.store.getMany(entries.map((e) => e.carrierId));
    return this.savedViews(request, entries, records);
  }

  async saveCarrier(request: Caller & { carrierId: string; notes: string; tags: string[] }): Promise<SavedCarrierView> {
    const record = await this.record(request.carrierId);
    const tags = [...new Set((request.tags ?? []).map((t) => t.trim()).filter(Boolean))].slice(0, 20);
    const notes = (request.notes ?? '').slice(0, 2000);
    const entry = await this.watch(request, record.dotNumber, { type: 'SaveCarrier', data: { ...this.target(request, record.dotNumber), notes, tags } });
    const [saved] = await this.savedViews(request, [entry], new Map([[record.dotNumber, record]]));
    return saved;
  }

  async removeSaved(request: Caller & { carrierId: string }): Promise<{ removed: boolean }> {
    const dot = normaliseDot(request.carrierId);
    if (!dot) return { removed: false };
    const { events, position } = await handleCommand(this.deps.events, watchlistStream(request.companyId, dot), watchlistDecider, { type: 'UnsaveCarrier', data: this.target(request, dot) }, this.commandOptions(request));
    if (events.length === 0) return { removed: false };
    this.deps.onAppended?.();
    await this.deps.projector.caughtUp(position);
    return { removed: true };
  }

  async setMonitored(request: Caller & { carrierId: string; monitored: boolean }): Promise<SavedCarrierView> {
    const record = await this.record(request.carrierId);
    const entry = await this.watch(request, record.dotNumber, { type: 'SetMonitored', data: { ...this.target(request, record.dotNumber), monitored: request.monitored === true } });
    const [saved] = await this.savedViews(request, [entry], new Map([[record.dotNumber, record]]));
    return saved;
  }

  private target(caller: Caller, dotNumber: string) {
    return { companyId: caller.companyId, carrierId: dotNumber, userId: caller.userId };
  }

  private commandOptions(caller: Caller) {
    return { metadata: { userId: caller.userId, companyId: caller.companyId }, now: this.now, attempts: 5 };
  }

  /**
   * Runs a watchlist command and answers the entry as the read model then holds it. An entry that no longer exists
   * (neither saved nor monitored now) is answered as it was with the change applied, as before it was event-sourced.
   */
  private async watch(caller: Caller, dotNumber: string, command: WatchlistCommand): Promise<WatchEntry> {
    const before = await this.deps.watchlist.get(caller.companyId, dotNumber);
    const { events, position } = await handleCommand(this.deps.events, watchlistStream(caller.companyId, dotNumber), watchlistDecider, command, this.commandOptions(caller));
    if (events.length > 0) {
      this.deps.onAppended?.();
      await this.deps.projector.caughtUp(position);
    }
    const after = await this.deps.watchlist.get(caller.companyId, dotNumber);
    if (after) return after;
    const now = this.now().toISOString();
    const base: WatchEntry = before ?? { id: watchEntryId(caller.companyId, dotNumber), companyId: caller.companyId, carrierId: dotNumber, notes: '', tags: [], saved: false, monitored: false, createdAt: now, updatedAt: now };
    return { ...base, ...(command.type === 'SetMonitored' ? { monitored: command.data.monitored } : {}), updatedAt: now };
  }

  async listAlerts(request: Caller & { limit: number }) {
    return { alerts: await this.deps.alerts.list(request.companyId, listLimit(request.limit, 50, 200)) };
  }

  async searchHistory(request: Caller & { limit: number }) {
    return this.deps.history.list(request.companyId, listLimit(request.limit, 100, 1000));
  }

  /** The control panel's usage: counted here, over the whole history (the web never counts a capped list). */
  async searchUsage(request: Caller & { timeZone: string }): Promise<UsageView> {
    let window;
    try {
      window = usageWindow(this.now(), request.timeZone || 'UTC');
    } catch {
      throw DomainError.validation('timeZone must be an IANA time zone such as America/Chicago', [{ path: 'timeZone', message: 'timeZone must be an IANA time zone such as America/Chicago' }]);
    }
    const usage = await this.deps.history.usage(request.companyId, window, 5);
    return { totalSearches: usage.total, searchesThisMonth: usage.thisMonth, searchesToday: usage.today, recentSearches: usage.recent };
  }

  brokerAuthority(request: { mcNumber: string; dotNumber: string }): Promise<BrokerAuthorityRecord> {
    return findBrokerAuthority(this.deps.store, request.mcNumber, request.dotNumber);
  }

  async listImports(request: { limit: number }) {
    const runs = await this.deps.imports.list(listLimit(request.limit, 20, 100));
    const now = this.now();
    return { imports: runs.map((run) => toImportRunView(run, { now, errorSamples: LIST_ERROR_SAMPLES })) };
  }

  async getImport(request: { id: string }) {
    const run = request.id ? await this.deps.imports.get(request.id) : null;
    if (!run) throw DomainError.notFound('Import not found.');
    return toImportRunView(run, { now: this.now() });
  }

  getVerdictProfile(request: Caller) {
    return this.deps.verdictProfiles.profileOf(request.companyId);
  }

  /** Saves the rules; watched carriers whose verdict the new rules move raise an alert and a CarrierVerdictChanged. */
  async updateVerdictProfile(request: Caller & VerdictProfileSettings & { email: string }) {
    const { companyId, userId, email, minAuthorityAgeDays, minLiabilityUsd, contactChangeDays, disabledRules, freshnessDays, acceptedLimits } = request;
    const watch = this.deps.verdictWatch;
    const watched = watch && companyId ? (await this.deps.watchlist.list(companyId)).map((e) => e.carrierId) : [];
    const before = watch && watched.length ? await watch.snapshot(companyId, watched) : null;
    const saved = await this.deps.verdictProfiles.update({ companyId, userId, email, settings: { minAuthorityAgeDays, minLiabilityUsd, contactChangeDays, disabledRules, freshnessDays, acceptedLimits } });
    if (watch && before && saved.revision > 0) {
      await watch.onProfileChanged({ eventId: `verdict-profile-${companyId}-${saved.revision}`, occurredAt: saved.updatedAt || this.now().toISOString() }, companyId, before);
    }
    return saved;
  }
}

export function toEquipmentView(e: EquipmentRecord): EquipmentView {
  const { dotNumber: _d, ...rest } = e;
  return rest;
}
