import type { TextEntry } from '@logiscope/infra';
import type { LoginRecordView } from '../security-tracking.api';
import { recordTerms } from './login-record.terms';

/** What is stored: the view plus the fields the screen's filters and cards are served from by index. */
export interface StoredLoginRecord extends LoginRecordView {
  /** Lower-cased e-mail, city, country and IP (an API-key row: its key id and name, city, country and IP): the free-text filter's haystack. */
  searchText: string;
  /** VPN, proxy or Tor (the VPN/Proxy Usage card). */
  anonymised: boolean;
  /** When this service stored it (ISO, then a sequence). */
  recordedAt: string;
}

export function toStored(record: LoginRecordView, recordedAt: string): StoredLoginRecord {
  return {
    ...record,
    searchText: [record.apiKey ? `${record.apiKey.keyId} ${record.apiKey.name ?? ''}` : record.email, record.city, record.country, record.ipAddress].join(' ').toLowerCase(),
    anonymised: record.isVpn || record.isProxy || record.isTor,
    recordedAt,
  };
}

export function toView(stored: StoredLoginRecord): LoginRecordView {
  const { searchText: _s, anonymised: _a, recordedAt: _r, ...view } = stored;
  return view;
}

/** The record's entry in the search index, ranked by its time (newest first). */
export const textEntryOf = (record: StoredLoginRecord): TextEntry => ({ id: record.id, rank: Math.max(0, Date.parse(record.createdAt) || 0), terms: recordTerms(record) });
