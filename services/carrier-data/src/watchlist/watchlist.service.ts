import { handleCommand, type EventStore, type Projector } from '@logiscope/infra';
import type { Caller, CarrierView, SavedCarrierView } from '../carrier-data.api';
import type { CarrierRecord } from '../carrier/carrier.model';
import type { CarrierReader } from '../carrier/carrier.reader';
import type { CarrierStore } from '../carrier/carrier.store';
import { normaliseDot } from '../carrier/carrier-identifiers.normalise';
import { listLimit } from '../list-limit';
import type { AlertRepository } from '../monitoring/alert.repository';
import { watchlistDecider, watchlistStream, type WatchlistCommand } from './watchlist.decider';
import { watchEntryId, type WatchEntry, type WatchlistRepository } from './watchlist.repository';

/** Streams written at once by a bulk call. */
const BULK_CONCURRENCY = 8;

export interface MonitoringResult {
  carrierId: string;
  /** ADDED, ALREADY_MONITORED, REMOVED, NOT_MONITORED, NOT_FOUND, INVALID. */
  result: string;
}

export interface WatchlistDeps {
  store: CarrierStore;
  reader: CarrierReader;
  /** carrier-data's own event log: the watchlist's commands append to it. */
  events: EventStore;
  /** Read side of the watchlist, written by its projection. */
  watchlist: WatchlistRepository;
  /** Feeds the watchlist from the log; a command's answer awaits `caughtUp(position)` so it shows its own write. */
  projector: Pick<Projector, 'caughtUp'>;
  /** Called after an append so the relay and the projector follow at once. */
  onAppended?: () => void;
  alerts: AlertRepository;
  now: () => Date;
}

/** A company's saved and monitored carriers (event-sourced per company and carrier) and the alerts they raised. */
export class WatchlistApplication {
  constructor(private readonly deps: WatchlistDeps) {}

  private savedView(entry: WatchEntry, carrier: CarrierView): SavedCarrierView {
    return { id: entry.id, carrierId: entry.carrierId, carrier, notes: entry.notes, tags: entry.tags, monitored: entry.monitored, createdAt: entry.createdAt };
  }

  private async savedViews(caller: Caller, entries: WatchEntry[], records: Map<string, CarrierRecord>): Promise<SavedCarrierView[]> {
    const listed = entries.filter((e) => records.has(e.carrierId));
    const views = await this.deps.reader.viewsOf(listed.map((e) => records.get(e.carrierId) as CarrierRecord), caller.companyId);
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
    const record = await this.deps.reader.record(request.carrierId);
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
    const record = await this.deps.reader.record(request.carrierId);
    const entry = await this.watch(request, record.dotNumber, { type: 'SetMonitored', data: { ...this.target(request, record.dotNumber), monitored: request.monitored === true } });
    const [saved] = await this.savedViews(request, [entry], new Map([[record.dotNumber, record]]));
    return saved;
  }

  async listAlerts(request: Caller & { limit: number }) {
    return { alerts: await this.deps.alerts.list(request.companyId, listLimit(request.limit, 50, 200)) };
  }

  /**
   * Monitoring switched on or off for many carriers at once (the public API's bulk call), one result per id given:
   * each carrier is its own command (its own stream), so one unknown or invalid id costs the others nothing. Nothing
   * is built for the answer but the results: no carrier views.
   */
  async setMonitoredMany(request: Caller & { carrierIds: string[]; monitored: boolean }): Promise<{ results: MonitoringResult[] }> {
    // A DOT number as given, leading zeros and blanks aside; '' for anything else (INVALID).
    const dots = request.carrierIds.map((id) => (/^\s*\d{1,10}\s*$/.test(id) && /[1-9]/.test(id) ? normaliseDot(id) : ''));
    const unique = [...new Set(dots.filter(Boolean))];
    // Unknown carriers cannot be monitored; they can always be removed (one that left the data may still be listed).
    const known = request.monitored ? await this.deps.store.getMany(unique) : null;
    const decide = async (dot: string): Promise<{ result: string; position: number }> => {
      if (known && !known.has(dot)) return { result: 'NOT_FOUND', position: 0 };
      const command: WatchlistCommand = { type: 'SetMonitored', data: { ...this.target(request, dot), monitored: request.monitored } };
      const { events, position } = await handleCommand(this.deps.events, watchlistStream(request.companyId, dot), watchlistDecider, command, this.commandOptions(request));
      const changed = events.length > 0;
      return { result: request.monitored ? (changed ? 'ADDED' : 'ALREADY_MONITORED') : changed ? 'REMOVED' : 'NOT_MONITORED', position };
    };
    // A few streams at a time: each carrier is its own stream, so they never contend.
    const outcomes = new Map<string, { result: string; position: number }>();
    for (let i = 0; i < unique.length; i += BULK_CONCURRENCY) {
      const slice = unique.slice(i, i + BULK_CONCURRENCY);
      (await Promise.all(slice.map((dot) => decide(dot)))).forEach((outcome, j) => outcomes.set(slice[j], outcome));
    }
    const last = Math.max(0, ...[...outcomes.values()].map((o) => o.position));
    if (last > 0) {
      this.deps.onAppended?.();
      await this.deps.projector.caughtUp(last);
    }
    return { results: request.carrierIds.map((carrierId, i) => ({ carrierId, result: dots[i] ? (outcomes.get(dots[i])?.result ?? 'INVALID') : 'INVALID' })) };
  }

  /** The company's monitored carriers, a page after a DOT number (their names from the carrier data). */
  async listMonitoredPage(request: { companyId: string; after: string; limit: number }): Promise<{ carriers: { carrierId: string; name: string; updatedAt: string }[]; more: boolean }> {
    const limit = listLimit(request.limit, 100, 1000);
    const entries = await this.deps.watchlist.monitoredAfter(request.companyId, request.after, limit + 1);
    const page = entries.slice(0, limit);
    const records = await this.deps.store.getMany(page.map((e) => e.carrierId));
    const name = (r: CarrierRecord | undefined) => (r ? r.dbaName || r.legalName : '');
    return { carriers: page.map((e) => ({ carrierId: e.carrierId, name: name(records.get(e.carrierId)), updatedAt: e.updatedAt })), more: entries.length > limit };
  }

  /** The company's alerts in the order they were recorded, after a feed position. */
  async alertFeed(request: { companyId: string; after: string; limit: number }) {
    return { alerts: await this.deps.alerts.feed(request.companyId, request.after, listLimit(request.limit, 100, 1000)) };
  }

  private target(caller: Caller, dotNumber: string) {
    return { companyId: caller.companyId, carrierId: dotNumber, userId: caller.userId };
  }

  private commandOptions(caller: Caller) {
    return { metadata: { userId: caller.userId, companyId: caller.companyId }, now: this.deps.now, attempts: 5 };
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
    const now = this.deps.now().toISOString();
    const base: WatchEntry = before ?? { id: watchEntryId(caller.companyId, dotNumber), companyId: caller.companyId, carrierId: dotNumber, notes: '', tags: [], saved: false, monitored: false, createdAt: now, updatedAt: now };
    return { ...base, ...(command.type === 'SetMonitored' ? { monitored: command.data.monitored } : {}), updatedAt: now };
  }
}
