import { deciderSpec, fold } from '@logiscope/kernel';
import type { CarrierNoticeEvent } from '@logiscope/proto';
import { carrierNoticeDecider, carrierNoticeStream, digestDueAt, noticeDayOf, outcomeOf, pendingDigest } from './carrier-notice.decider';

const spec = deciderSpec(carrierNoticeDecider);
const address = 'safety@acme.example';
const day = '2026-03-14';
const at = (hhmm: string) => `${day}T${hhmm}:00.000Z`;
const claim = (reportId: string, now = at('10:00'), email = address) => ({ type: 'ClaimNotice', data: { address: email, day, reportId, limit: 3, now } }) as const;
const reserved = (reportId: string): CarrierNoticeEvent => ({ type: 'CarrierNoticeReserved', data: { address, day, reportId, at: at('10:00') } });
const held = (reportId: string): CarrierNoticeEvent => ({ type: 'CarrierNoticeHeld', data: { address, day, reportId, at: at('10:00') } });

describe('carrier notice decider (3 mails per carrier address a day, then one digest)', () => {
  it('mails the first 3 reports of the day, whatever company filed them', () => {
    expect(spec.given([]).when(claim('r1')).events).toEqual([reserved('r1')]);
    expect(spec.given([reserved('r1'), reserved('r2')]).when(claim('r3')).events).toEqual([reserved('r3')]);
  });

  it('holds the 4th and later for the digest', () => {
    const three = [reserved('r1'), reserved('r2'), reserved('r3')];
    expect(spec.given(three).when(claim('r4')).events).toEqual([held('r4')]);
    expect(spec.given([...three, held('r4')]).when(claim('r5')).events).toEqual([held('r5')]);
  });

  it('decides once per report: a retried mail job keeps its outcome', () => {
    const history = [reserved('r1'), reserved('r2'), reserved('r3'), held('r4')];
    expect(spec.given(history).when(claim('r1')).events).toEqual([]);
    expect(spec.given(history).when(claim('r4')).events).toEqual([]);
    const state = fold(carrierNoticeDecider, history);
    expect([outcomeOf(state, 'r1'), outcomeOf(state, 'r4'), outcomeOf(state, 'r9')]).toEqual(['MAIL', 'HOLD', null]);
  });

  it('counts an address however it is written', () => {
    expect(spec.given([]).when(claim('r1', at('10:00'), ' Safety@ACME.example ')).events).toEqual([reserved('r1')]);
    expect(carrierNoticeStream(' Safety@ACME.example', day)).toBe(carrierNoticeStream(address, day));
  });

  it('records the digest for the held reports it listed, once', () => {
    const history = [reserved('r1'), reserved('r2'), reserved('r3'), held('r4'), held('r5')];
    const digest = (reportIds: string[]) => ({ type: 'RecordDigest', data: { address, day, reportIds, now: '2026-03-15T00:00:00.000Z' } }) as const;
    const sent: CarrierNoticeEvent = { type: 'CarrierDigestSent', data: { address, day, reportIds: ['r4', 'r5'], sentAt: '2026-03-15T00:00:00.000Z' } };
    // Reports that were mailed on their own are not listed again.
    expect(spec.given(history).when(digest(['r1', 'r4', 'r5'])).events).toEqual([sent]);
    expect(spec.given([...history, sent]).when(digest(['r4', 'r5'])).events).toEqual([]);
    expect(pendingDigest(fold(carrierNoticeDecider, history))).toEqual(['r4', 'r5']);
    expect(pendingDigest(fold(carrierNoticeDecider, [...history, sent]))).toEqual([]);
  });

  it('counts by UTC day, the digest due when the day ends (the injected clock decides the day)', () => {
    expect(noticeDayOf('2026-03-14T23:59:59.999Z')).toBe('2026-03-14');
    expect(noticeDayOf('2026-03-15T00:00:00.000Z')).toBe('2026-03-15');
    expect(digestDueAt('2026-03-14')).toBe('2026-03-15T00:00:00.000Z');
    expect(digestDueAt('2026-12-31')).toBe('2027-01-01T00:00:00.000Z');
    expect(carrierNoticeStream(address, '2026-03-14')).not.toBe(carrierNoticeStream(address, '2026-03-15'));
  });
});
