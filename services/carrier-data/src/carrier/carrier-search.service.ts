import { DomainError } from '@logiscope/kernel';
import type { UsageView } from '@logiscope/proto/views';
import type { AdvancedSearchRequest, Caller, CarrierSearchReply, Page } from '../carrier-data.api';
import { listLimit } from '../list-limit';
import { usageWindow } from '../search-history/usage-window';
import type { CarrierUseCaseDeps } from './carrier.reader';
import type { CarrierQuery } from './carrier.store';
import { normaliseDot, normaliseEmail, normaliseMc, normalisePhone } from './carrier-identifiers.normalise';
import { recogniseQuery } from './carrier-query.recognise';

/** The searches (quick, advanced, by e-mail and phone), each recorded in the company's search history, and that history. */
export class CarrierSearchApplication {
  constructor(private readonly deps: CarrierUseCaseDeps) {}

  private async runSearch(caller: Caller, page: Page, query: CarrierQuery, searchType: string, shown: string, echo?: string): Promise<CarrierSearchReply> {
    const { hits, total } = await this.deps.store.search(query, { offset: (page.page - 1) * page.pageSize, limit: page.pageSize });
    await this.deps.history.record(caller.companyId, caller.userId, searchType, shown, total, this.deps.now().toISOString());
    return { carriers: await this.deps.reader.viewsOf(hits.map((h) => h.carrier), caller.companyId), total, page: page.page, pageSize: page.pageSize, ...(echo !== undefined ? { query: echo } : {}) };
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

  async searchHistory(request: Caller & { limit: number }) {
    return this.deps.history.list(request.companyId, listLimit(request.limit, 100, 1000));
  }

  /** The control panel's usage: counted here, over the whole history (the web never counts a capped list). */
  async searchUsage(request: Caller & { timeZone: string }): Promise<UsageView> {
    let window;
    try {
      window = usageWindow(this.deps.now(), request.timeZone || 'UTC');
    } catch {
      throw DomainError.validation('timeZone must be an IANA time zone such as America/Chicago', [{ path: 'timeZone', message: 'timeZone must be an IANA time zone such as America/Chicago' }]);
    }
    const usage = await this.deps.history.usage(request.companyId, window, 5);
    return { totalSearches: usage.total, searchesThisMonth: usage.thisMonth, searchesToday: usage.today, recentSearches: usage.recent };
  }
}
