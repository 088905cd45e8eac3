import type { BrokerAuthorityRecord } from '@logiscope/proto/views';
import type { CarrierRecord } from '../carrier/carrier.model';
import { normaliseDot, normaliseMc } from '../carrier/carrier-identifiers.normalise';
import type { CarrierStore } from '../carrier/carrier.store';

const NOT_FOUND: BrokerAuthorityRecord = { found: false, dotNumber: '', mcNumbers: [], brokerAuthority: false, email: '', phone: '' };

/**
 * What the broker verification reads of a record: an active broker authority among its authorities (authorityStatus
 * is the motor-carrier authority, which a broker-only company does not hold).
 */
export function brokerAuthorityOf(record: CarrierRecord): BrokerAuthorityRecord {
  const brokerAuthority = record.authorityTypes.some((t) => t.toUpperCase() === 'BROKER');
  return { found: true, dotNumber: record.dotNumber, mcNumbers: record.mcNumbers, brokerAuthority, email: record.email, phone: record.phone };
}

/**
 * The FMCSA record a would-be broker's MC/DOT name (identity's company verification, through the gateway). Both given:
 * they must name the same record. Not a search: nothing goes into any company's search history.
 */
export async function findBrokerAuthority(store: Pick<CarrierStore, 'get' | 'dotsByMc'>, mcNumber: string, dotNumber: string): Promise<BrokerAuthorityRecord> {
  const mc = normaliseMc(mcNumber ?? '');
  const dot = normaliseDot(dotNumber ?? '');
  const byMc = mc ? (await store.dotsByMc([mc])).get(mc) ?? '' : '';
  if (mc && dot && byMc && byMc !== dot) return NOT_FOUND;
  const key = dot || byMc;
  const record = key ? await store.get(key) : null;
  if (!record || (mc && !record.mcNumbers.includes(mc))) return NOT_FOUND;
  return brokerAuthorityOf(record);
}
