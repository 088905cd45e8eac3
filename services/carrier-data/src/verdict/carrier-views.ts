/**
 * Builds the carrier views carrier-data answers with, the verdict of the asking company's profile included: gathers
 * the facts the rules read (data sets imported, links to flagged carriers, contact changes) for a whole page of
 * carriers at once, so a search costs a few batched store reads, not a round trip per carrier and check.
 *
 * Caches: the data-set coverage (import runs) for a few seconds; links to flagged carriers per carrier until the
 * coverage changes (a completed import may have revoked someone). A profile change applies at once (profiles are read
 * per call from their own cached read model).
 */
import { DEFAULT_VERDICT_PROFILE, DATASETS, type DatasetCoverage, type Verdict, type VerdictProfileSettings, type VerdictProfileView } from '@logiscope/proto/views';
import type { CarrierView } from '../carrier-data.api';
import type { CarrierRecord } from '../carrier/carrier.model';
import { addressKey } from '../carrier/carrier-address.keys';
import type { CarrierStore, SharingKind } from '../carrier/carrier.store';
import type { ImportRunRepository } from '../import/import-run.repository';
import { assessInsurance } from '../intelligence/insurance-status';
import { assessRisk } from '../intelligence/risk-score';
import { toCarrierView } from '../intelligence/carrier-view';
import { isoDay } from '../intelligence/format';
import { isDiscounted, type SharingMatch } from '../intelligence/shared-identifiers';
import type { CommunityReportRepository } from '../community/community-reports.repository';
import { communityFactsFor, type CommunityReport } from '../community/community-report';
import type { CommunityReports } from '../intelligence/risk/risk.types';
import type { ContactChangesRepository } from './contact-changes.projection';
import { flaggedLinksOf } from './flagged-links';
import { coverageOf, type CompleteMap, type DatasetCoverageMap, type FlaggedLink } from './verdict.facts';
import { authorityPicture } from '../carrier/authority-picture';
import { completeThrough } from '../datasets/dataset-freshness';
import { decideVerdict } from './verdict.rules';

/** Where a company's verdict profile comes from (the verdict-profile slice). */
export interface VerdictProfileSource {
  profileOf(companyId: string): Promise<VerdictProfileView>;
}

export interface CarrierViewsDeps {
  store: CarrierStore;
  imports: Pick<ImportRunRepository, 'importedSources'>;
  contacts: Pick<ContactChangesRepository, 'lastChanged'>;
  /** Reports and incidents other brokers filed (the reports service's events); none when omitted. */
  community?: Pick<CommunityReportRepository, 'reportsOf'>;
  profiles?: VerdictProfileSource;
  now: () => Date;
}

/** What the detail page already gathered for the shared-identifiers list (VINs included). */
export interface SharingContext {
  matches: readonly SharingMatch[];
  related: ReadonlyMap<string, CarrierRecord>;
  /** Other carriers sharing a non-discounted identifier (the risk score's input). */
  sharedCount: number;
}

const COVERAGE_TTL_MS = 5_000;
const NO_REPORTS: CommunityReports = { positive: 0, negative: 0, neutral: 0, incidents: { open: 0, verified: 0, disputed: 0, resolved: 0 } };
const LINK_CACHE_MAX = 100_000;
/** Holders fetched per value: enough to tell a registered agent (discounted above 50) from a small cluster. */
const SHARING_LIMIT = 51;

interface Coverage {
  map: DatasetCoverageMap;
  /** How far each data set is held completely (freshness). */
  complete: CompleteMap;
  list: DatasetCoverage[];
  trackingSince: string;
  key: string;
  at: number;
}

export class CarrierViews {
  private coverageCache: Coverage | null = null;
  private readonly links = new Map<string, FlaggedLink[]>();

  constructor(private readonly deps: CarrierViewsDeps) {}

  private async coverage(): Promise<Coverage> {
    const now = Date.now();
    if (this.coverageCache && now - this.coverageCache.at < COVERAGE_TTL_MS) return this.coverageCache;
    const { sources, firstCensusAt, files } = await this.deps.imports.importedSources();
    const key = JSON.stringify([...sources].sort());
    if (this.coverageCache?.key !== key) this.links.clear();
    const map = coverageOf(sources);
    const list = DATASETS.map((dataset) => ({ dataset, imported: map[dataset] !== undefined, asOf: map[dataset] ?? '' }));
    const complete = Object.fromEntries(completeThrough(files ?? [])) as CompleteMap;
    this.coverageCache = { map, complete, list, trackingSince: firstCensusAt, key, at: now };
    return this.coverageCache;
  }

  /** Every data set, imported or not, with its date (GET /api/fmcsa/datasets). */
  async datasets(): Promise<DatasetCoverage[]> {
    return (await this.coverage()).list.map((d) => ({ ...d }));
  }

  private async profile(companyId: string | undefined): Promise<{ settings: VerdictProfileSettings; label: string }> {
    if (!companyId || !this.deps.profiles) return { settings: DEFAULT_VERDICT_PROFILE, label: 'default' };
    const p = await this.deps.profiles.profileOf(companyId);
    const settings: VerdictProfileSettings = {
      minAuthorityAgeDays: p.minAuthorityAgeDays,
      minLiabilityUsd: p.minLiabilityUsd,
      contactChangeDays: p.contactChangeDays,
      disabledRules: p.disabledRules,
      freshnessDays: p.freshnessDays ?? DEFAULT_VERDICT_PROFILE.freshnessDays,
      acceptedLimits: p.acceptedLimits ?? [],
    };
    return { settings, label: p.isDefault ? 'default' : `company:${p.revision}` };
  }

  /** Links to flagged carriers of carriers not in the cache: one findSharing per value, one getMany for all holders. */
  private async linksOf(records: readonly CarrierRecord[]): Promise<Map<string, FlaggedLink[]>> {
    const out = new Map<string, FlaggedLink[]>();
    const todo = records.filter((r) => {
      const cached = this.links.get(r.dotNumber);
      if (cached) out.set(r.dotNumber, cached);
      return !cached;
    });
    if (todo.length === 0) return out;
    const store = this.deps.store;
    // Values no revoked or out-of-service carrier holds cannot link to one: their holders are not read.
    const mayLink = (await store.flaggedFilter?.()) ?? (() => true);
    const find = async (kind: SharingKind, value: string): Promise<SharingMatch | null> => {
      if (!value || !mayLink(kind, value)) return null;
      const found = await store.findSharing(kind, value, SHARING_LIMIT);
      // Values a registered agent or filing service holds are left out before their holders are read.
      return found.total > 1 && !isDiscounted(kind, value, found.total) ? { kind, value, dotNumbers: found.dotNumbers, total: found.total } : null;
    };
    const matchesByDot = await Promise.all(
      todo.map(async (r) => {
        const found = await Promise.all([find('phone', r.phone), find('email', r.email), find('address', addressKey(r.physicalAddress)), ...r.officers.map((o) => find('officer', o))]);
        return found.filter((m): m is SharingMatch => m !== null);
      }),
    );
    const others = [...new Set(matchesByDot.flat().flatMap((m) => m.dotNumbers))];
    const related = others.length ? await store.getMany(others) : new Map<string, CarrierRecord>();
    if (this.links.size > LINK_CACHE_MAX) this.links.clear();
    todo.forEach((r, i) => {
      const links = flaggedLinksOf(r, matchesByDot[i], related);
      this.links.set(r.dotNumber, links);
      out.set(r.dotNumber, links);
    });
    return out;
  }

  /** Everything the rules read for a page of carriers, under the company's profile. */
  private async judge(records: readonly CarrierRecord[], companyId: string | undefined, sharing?: SharingContext, contactsOverride?: ReadonlyMap<string, string>) {
    return this.judgeGathered(await this.gather(records, sharing, contactsOverride), companyId);
  }

  /** What the rules read that does not depend on the company asking. */
  private async gather(records: readonly CarrierRecord[], sharing?: SharingContext, contactsOverride?: ReadonlyMap<string, string>) {
    const now = this.deps.now();
    const dots = records.map((r) => r.dotNumber);
    // Coverage first: a completed import found there drops the cached links the page would otherwise read.
    const coverage = await this.coverage();
    const [contacts, links, reports] = await Promise.all([
      contactsOverride ? Promise.resolve(contactsOverride) : this.deps.contacts.lastChanged(dots),
      sharing ? Promise.resolve(new Map([[records[0].dotNumber, flaggedLinksOf(records[0], sharing.matches, sharing.related)]])) : this.linksOf(records),
      this.deps.community ? this.deps.community.reportsOf(dots) : Promise.resolve(new Map<string, CommunityReport[]>()),
    ]);
    return { records, now, today: isoDay(now), coverage, contacts, links, reports };
  }

  private async judgeGathered(gathered: Awaited<ReturnType<CarrierViews['gather']>>, companyId: string | undefined) {
    const { records, now, today, coverage, contacts, links } = gathered;
    const profile = await this.profile(companyId);
    return records.map((record) => {
      const insurance = assessInsurance(record, now);
      const authority = authorityPicture(record, today);
      const found = gathered.reports.get(record.dotNumber);
      // What this company may see of them (its own private notes of reports, visibility rules).
      const reports = found ? communityFactsFor(found, companyId, now) : NO_REPORTS;
      const incidents = reports.incidents ?? NO_REPORTS.incidents!;
      const verdict = decideVerdict({
        record,
        insurance,
        authority,
        profile: profile.settings,
        profileLabel: profile.label,
        facts: {
          today,
          coverage: coverage.map,
          complete: coverage.complete,
          flaggedLinks: links.get(record.dotNumber) ?? [],
          contacts: { lastChanged: contacts.get(record.dotNumber) ?? '', trackingSince: coverage.trackingSince },
          negativeReports: reports.negative,
          openIncidents: incidents.open + incidents.disputed + incidents.verified,
        },
      });
      return { record, insurance, verdict, now, coverage: coverage.list, reports };
    });
  }

  /** The last contact change LogiScope saw per carrier (the contact-changes read model). */
  lastContactChanges(dotNumbers: readonly string[]): Promise<Map<string, string>> {
    return this.deps.contacts.lastChanged(dotNumbers);
  }

  /**
   * Verdicts only (monitoring compares a carrier before and after a change): `contacts` replaces the contact-change
   * read model when the caller knows better (the change being judged may not be projected yet).
   */
  async verdicts(records: readonly CarrierRecord[], companyId: string | undefined, contacts?: ReadonlyMap<string, string>): Promise<Verdict[]> {
    if (records.length === 0) return [];
    return (await this.judge(records, companyId, undefined, contacts)).map((j) => j.verdict);
  }

  /** The same carriers' verdicts under each company's profile, their facts read once (a change to a carrier ten companies watch). */
  async verdictsByCompany(records: readonly CarrierRecord[], companyIds: readonly string[], contacts?: ReadonlyMap<string, string>): Promise<Map<string, Verdict[]>> {
    const out = new Map<string, Verdict[]>();
    if (records.length === 0) return out;
    const gathered = await this.gather(records, undefined, contacts);
    for (const companyId of companyIds) out.set(companyId, (await this.judgeGathered(gathered, companyId)).map((j) => j.verdict));
    return out;
  }

  /** Views of a page of carriers under the company's profile (the default profile without a company). */
  async build(records: readonly CarrierRecord[], companyId: string | undefined, sharing?: SharingContext): Promise<CarrierView[]> {
    if (records.length === 0) return [];
    return (await this.judge(records, companyId, sharing)).map(({ record, insurance, verdict, now, coverage, reports }) => {
      // The score, too, says "not known" for a data set never imported rather than reading its absence as "none".
      const risk = assessRisk(record, { now, insurance, coverage, communityReports: reports, ...(sharing ? { sharedIdentifiers: sharing.sharedCount } : {}) });
      return toCarrierView(record, { now, insurance, risk, verdict });
    });
  }
}
