import { DomainError } from '@logiscope/kernel';
import type { BrokerAuthorityRecord } from '@logiscope/proto/views';
import type { Caller, CarrierView, LookupReply, LookupSamplesView, SharedIdentifier } from '../carrier-data.api';
import { findBrokerAuthority } from '../broker-authority/broker-authority';
import { buildSharedIdentifiers, sharedCarrierCount, type SharingMatch } from '../intelligence';
import { lookupSamples } from '../lookup/lookup-samples';
import type { SharingContext } from '../verdict/carrier-views';
import type { CarrierRecord } from './carrier.model';
import type { CarrierUseCaseDeps } from './carrier.reader';
import type { SharingKind } from './carrier.store';
import { addressKey } from './carrier-address.keys';
import { normaliseDot, normaliseMc } from './carrier-identifiers.normalise';

const SHARED_LIMIT = 25;

/** One carrier: its detail with the identifiers it shares with others, the FMCSA lookup, broker authority. */
export class CarrierDetailApplication {
  constructor(private readonly deps: CarrierUseCaseDeps) {}

  async getCarrier(request: { id: string } & Partial<Caller>): Promise<CarrierView> {
    const record = await this.deps.reader.record(request.id);
    const { matches, related, identifiers } = await this.sharing(record);
    const context: SharingContext = { matches, related, sharedCount: sharedCarrierCount(identifiers) };
    const [view] = await this.deps.reader.viewsOf([record], request.companyId || undefined, context);
    return view;
  }

  async sharedIdentifiers(request: { id: string }): Promise<{ identifiers: SharedIdentifier[] }> {
    return { identifiers: (await this.sharing(await this.deps.reader.record(request.id))).identifiers };
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

  async lookup(request: Caller & { mc: string; dot: string }): Promise<LookupReply> {
    const mc = normaliseMc(request.mc ?? '');
    const dot = normaliseDot(request.dot ?? '');
    if (!mc && !dot) throw DomainError.validation('Enter an MC or DOT number', [{ path: 'mc', message: 'Enter an MC or DOT number' }]);
    const dotNumber = dot || (await this.deps.store.dotsByMc([mc])).get(mc) || '';
    const record = dotNumber ? await this.deps.store.get(dotNumber) : null;
    // A visitor's lookup (registration, no company yet) belongs to no company's search history.
    if (request.companyId) await this.deps.history.record(request.companyId, request.userId, 'FMCSA_LOOKUP', mc ? `MC ${mc}` : `DOT ${dot}`, record ? 1 : 0, this.deps.now().toISOString());
    if (!record) return { found: false, message: mc ? `No carrier found with MC number ${mc} in the FMCSA data` : `No carrier found with DOT number ${dot} in the FMCSA data` };
    return { found: true, message: '', carrier: (await this.deps.reader.viewsOf([record], request.companyId || undefined))[0] };
  }

  async lookupSamples(_request: Record<string, never>): Promise<LookupSamplesView> {
    return lookupSamples(this.deps.store, this.deps.now());
  }

  brokerAuthority(request: { mcNumber: string; dotNumber: string }): Promise<BrokerAuthorityRecord> {
    return findBrokerAuthority(this.deps.store, request.mcNumber, request.dotNumber);
  }
}
