import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as protobuf from 'protobufjs';
import { EventCatalogue, type EventContract } from '../shared/catalogue';
import { ENVELOPE_MESSAGE, eventProtoRoot } from '../shared/codec';
import { compatProblems, PLAIN, publishedType, sampleOf, type PublishedSnapshot } from './wire-compat';

/**
 * An outside reader of the published topics compiled the messages as recorded in proto/events/v1.published.json;
 * what LogiScope publishes now (the generated events/v1/*.proto the Kafka codec loads) must stay readable by it,
 * and what it wrote must stay readable by LogiScope.
 */
describe('wire compatibility of the published topics', () => {
  const snapshot = JSON.parse(readFileSync(join(__dirname, '..', '..', 'events', 'v1.published.json'), 'utf8')) as PublishedSnapshot;
  const root = eventProtoRoot();
  const entries = Object.entries(snapshot);
  const current = (name: string) => root.lookupType(name);
  /** Only the fields `type` knows (a reader ignores the others). */
  const known = (type: protobuf.Type, value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).filter(([k]) => type.fields[k]));

  it('records every message published today', () => {
    const published = Object.values(EventCatalogue as Record<string, EventContract>).flatMap((c) => (c.protoMessage ? [c.protoMessage] : []));
    expect(Object.keys(snapshot).sort()).toEqual([ENVELOPE_MESSAGE, ...published].sort());
  });

  it.each(entries)('%s: no field renumbered, retyped, or removed without reserving its number', (name, message) => {
    expect(compatProblems(name, publishedType(name, message), current(name))).toEqual([]);
  });

  it.each(entries)('%s: bytes an older writer sent read the same today', (name, message) => {
    const type = current(name);
    const decoded = type.toObject(type.decode(Buffer.from(message.wire, 'base64')), PLAIN);
    expect(decoded).toEqual(known(type, message.sample));
  });

  it.each(entries)('%s: what LogiScope writes today reads in the published reader', (name, message) => {
    const type = current(name);
    const sample = sampleOf(type);
    const reader = publishedType(name, message);
    const read = reader.toObject(reader.decode(type.encode(type.fromObject(sample)).finish()), PLAIN);
    expect(read).toEqual(known(reader, sample));
  });

  describe('the check itself', () => {
    const published = publishedType('logiscope.events.v1.ReportRetracted', snapshot['logiscope.events.v1.ReportRetracted']);
    const changed = (edit: (t: protobuf.Type) => void) => {
      const t = publishedType('logiscope.events.v1.ReportRetracted', snapshot['logiscope.events.v1.ReportRetracted']);
      edit(t);
      return compatProblems('ReportRetracted', published, t);
    };

    it('refuses a renumbered field', () => {
      expect(changed((t) => (t.fields.userId.id = 40))).toContain('ReportRetracted.userId: renumbered 5 → 40');
    });

    it('refuses a changed type', () => {
      expect(changed((t) => (t.fields.userId.type = 'int64'))).toContain('ReportRetracted.userId: type changed "string" → "int64"');
    });

    it('refuses a removed field unless its number is reserved', () => {
      expect(changed((t) => t.remove(t.fields.userId))).toContain('ReportRetracted.userId: removed without reserving number 5');
      expect(
        changed((t) => {
          t.remove(t.fields.userId);
          t.reserved = [[5, 5]];
        }),
      ).toEqual([]);
    });

    it('accepts a new field with a new number', () => {
      expect(changed((t) => t.add(new protobuf.Field('reason', 7, 'string')))).toEqual([]);
    });
  });
});
