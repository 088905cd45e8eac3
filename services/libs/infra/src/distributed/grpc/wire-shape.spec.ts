import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSync, type PackageDefinition } from '@grpc/proto-loader';
import type { Type } from 'protobufjs';
import { grpcLoaderOptions } from './proto-path';
import { fromWire, loadProtoTypes, rpcTypes, toWire } from './wire-shape';

const PROTO = `
syntax = "proto3";
package t.v1;
import "google/protobuf/wrappers.proto";
service S { rpc Echo(Outer) returns (Outer); }
message Inner {
  string name = 1;
  google.protobuf.DoubleValue score = 2;
}
message Outer {
  google.protobuf.DoubleValue rate = 1;
  google.protobuf.Int32Value year = 2;
  google.protobuf.StringValue label = 3;
  google.protobuf.BoolValue flag = 4;
  optional string query = 5;
  Inner inner = 6;
  repeated Inner items = 7;
  repeated string tags = 8;
  map<string, Inner> by_key = 9;
  int32 count = 10;
  bool active = 11;
  string text = 12;
  repeated google.protobuf.Int32Value years = 13;
}
`;

describe('wire shape', () => {
  let dir: string;
  let outer: Type;
  let definition: PackageDefinition;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'wire-shape-'));
    writeFileSync(join(dir, 't.proto'), PROTO);
    outer = rpcTypes(loadProtoTypes([join(dir, 't.proto')], dir), 't.v1.S', 'Echo').reply;
    definition = loadSync(join(dir, 't.proto'), grpcLoaderOptions(dir));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Through proto-loader's own serializer and deserializer, as grpc-js does. */
  const roundTrip = (value: object): unknown => {
    const rpc = (definition['t.v1.S'] as Record<string, { requestSerialize(v: unknown): Buffer; responseDeserialize(b: Buffer): unknown }>).Echo;
    return fromWire(outer, rpc.responseDeserialize(rpc.requestSerialize(toWire(outer, value))));
  };

  const defaults = { items: [], tags: [], byKey: {}, count: 0, active: false, text: '', years: [] };

  it('answers null for unset wrappers, undefined for an unset optional or message', () => {
    const reply = roundTrip({}) as Record<string, unknown>;
    expect(reply).toStrictEqual({ rate: null, year: null, label: null, flag: null, ...defaults });
    expect('query' in reply).toBe(false);
    expect('inner' in reply).toBe(false);
    expect(roundTrip({ rate: null, year: null, label: null, flag: null })).toStrictEqual(reply);
  });

  it('keeps zero, empty and false wrapped values apart from null', () => {
    expect(roundTrip({ rate: 0, year: 0, label: '', flag: false, query: '' })).toStrictEqual({ rate: 0, year: 0, label: '', flag: false, query: '', ...defaults });
  });

  it('carries values at any depth: nested, repeated and map messages', () => {
    const value = {
      rate: 12.5,
      year: 2019,
      label: 'x',
      flag: true,
      query: 'q',
      inner: { name: 'a', score: null },
      items: [
        { name: 'b', score: 0 },
        { name: '', score: 42.5 },
      ],
      tags: ['', 't'],
      byKey: { k: { name: 'c', score: 1 } },
      count: 3,
      active: true,
      text: 'é 🚚',
      years: [2020, 0],
    };
    expect(roundTrip(value)).toStrictEqual(value);
  });

  it('drops what the proto does not declare', () => {
    expect(fromWire(outer, { count: 1, _query: 'query', extra: true, rate: null })).toStrictEqual({ count: 1, rate: null, year: null, label: null, flag: null });
  });
});
