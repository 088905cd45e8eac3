import { recogniseQuery } from './carrier-query.recognise';

describe('recogniseQuery', () => {
  it.each(['MC-123456', 'mc123456', 'MC 123456', 'MC#123456', 'mc # 123456', 'M.C. 123456', 'MC-0123456', ' MC No. 123456 '])('%s is MC 123456', (q) => {
    expect(recogniseQuery(q)).toEqual({ kind: 'mc', mc: '123456' });
  });

  it.each(['USDOT 44110', 'DOT# 44110', 'US DOT 44110', 'usdot#44110', 'U.S. DOT 044110', 'DOT 44110', 'DOT-44110'])('%s is DOT 44110', (q) => {
    expect(recogniseQuery(q)).toEqual({ kind: 'dot', dot: '44110' });
  });

  it('reads bare digits as MC or DOT', () => {
    expect(recogniseQuery('123456')).toEqual({ kind: 'number', digits: '123456' });
    expect(recogniseQuery(' 0044110 ')).toEqual({ kind: 'number', digits: '44110' });
    expect(recogniseQuery('#44110')).toEqual({ kind: 'number', digits: '44110' });
    expect(recogniseQuery('0')).toEqual({ kind: 'empty' });
  });

  it.each(['(555) 123-4567', '555.123.4567', '+1 555 123 4567', '5551234567', '1-555-123-4567', '555/123-4567', '15551234567'])('%s is phone 5551234567', (q) => {
    expect(recogniseQuery(q)).toEqual({ kind: 'phone', phone: '5551234567' });
  });

  it('reads anything with @ as an e-mail', () => {
    expect(recogniseQuery(' Dispatch@Acme-Freight.COM ')).toEqual({ kind: 'email', email: 'dispatch@acme-freight.com' });
    expect(recogniseQuery('mailto:a@b.io')).toEqual({ kind: 'email', email: 'a@b.io' });
  });

  it('reads everything else as name text, partial words and suffixes handled', () => {
    expect(recogniseQuery('acme trucking llc')).toEqual({ kind: 'name', text: 'acme trucking llc', tokens: ['ACME', 'TRUCKING'] });
    expect(recogniseQuery('J.B. Hunt')).toEqual({ kind: 'name', text: 'J.B. Hunt', tokens: ['JB', 'HUNT'] });
    expect(recogniseQuery('eagle fr')).toMatchObject({ kind: 'name', tokens: ['EAGLE', 'FR'] });
    expect(recogniseQuery('A1 Express')).toMatchObject({ kind: 'name', tokens: ['A1', 'EXPRESS'] });
    expect(recogniseQuery('MC HAULERS')).toMatchObject({ kind: 'name', tokens: ['MC', 'HAULERS'] });
    expect(recogniseQuery('   ')).toEqual({ kind: 'empty' });
    expect(recogniseQuery('--')).toEqual({ kind: 'empty' });
  });
});
