import { deciderSpec } from '@logiscope/kernel';
import { watchlistDecider, watchlistStream, type WatchlistCommand, type WatchlistEvent } from './watchlist.decider';

const spec = deciderSpec(watchlistDecider);
const who = { companyId: 'c1', carrierId: '44110', userId: 'u1' };
const save = (notes = 'good', tags = ['reefer']): WatchlistCommand => ({ type: 'SaveCarrier', data: { ...who, notes, tags } });
const saved = (notes = 'good', tags = ['reefer']): WatchlistEvent => ({ type: 'CarrierSaved', data: { ...who, notes, tags } });
const monitored: WatchlistEvent = { type: 'CarrierMonitored', data: who };

describe('watchlist decider', () => {
  it('saves a carrier with its notes and tags', () => {
    expect(spec.given([]).when(save()).events).toEqual([saved()]);
  });

  it('saves again only when the notes or tags change', () => {
    expect(spec.given([saved()]).when(save()).events).toEqual([]);
    expect(spec.given([saved()]).when(save('late twice')).events).toEqual([saved('late twice')]);
    expect(spec.given([saved()]).when(save('good', ['reefer', 'flatbed'])).events).toEqual([saved('good', ['reefer', 'flatbed'])]);
  });

  it('removes a saved carrier once, and nothing that is not saved', () => {
    const unsave: WatchlistCommand = { type: 'UnsaveCarrier', data: who };
    expect(spec.given([saved()]).when(unsave).events).toEqual([{ type: 'CarrierUnsaved', data: who }]);
    expect(spec.given([saved(), { type: 'CarrierUnsaved', data: who }]).when(unsave).events).toEqual([]);
    expect(spec.given([monitored]).when(unsave).events).toEqual([]);
  });

  it('a save after a removal starts from what it says (no notes carried over)', () => {
    expect(spec.given([saved('old', ['x']), { type: 'CarrierUnsaved', data: who }]).when(save('', [])).events).toEqual([saved('', [])]);
  });

  it('turns monitoring on and off, whether or not the carrier is saved', () => {
    const on: WatchlistCommand = { type: 'SetMonitored', data: { ...who, monitored: true } };
    const off: WatchlistCommand = { type: 'SetMonitored', data: { ...who, monitored: false } };
    expect(spec.given([]).when(on).events).toEqual([monitored]);
    expect(spec.given([saved()]).when(on).events).toEqual([monitored]);
    expect(spec.given([monitored]).when(on).events).toEqual([]);
    expect(spec.given([monitored]).when(off).events).toEqual([{ type: 'CarrierUnmonitored', data: who }]);
    expect(spec.given([]).when(off).events).toEqual([]);
  });

  it('keys a stream by company and carrier', () => {
    expect(watchlistStream('c1', '44110')).toBe('watchlist:c1:44110');
  });
});
