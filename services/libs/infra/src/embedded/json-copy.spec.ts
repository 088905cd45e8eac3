import { jsonCopy } from './json-copy';

const viaText = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;

class Point {
  hidden = undefined;
  constructor(
    readonly x: number,
    readonly y: number,
  ) {}
  get norm() {
    return Math.hypot(this.x, this.y);
  }
}

describe('jsonCopy', () => {
  it.each([
    ['plain nested data', { a: 'x', b: [1, 'two', { c: true, d: null }], e: { f: { g: [] } } }],
    ['undefined, functions and symbols', { a: undefined, b: () => 1, c: Symbol('s'), d: [undefined, () => 1, Symbol('t'), 4] }],
    ['dates and toJSON', { at: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), custom: { toJSON: (key: string) => `custom:${key}` }, list: [{ toJSON: () => undefined }] }],
    ['numbers', { nan: NaN, inf: Infinity, minusZero: -0, list: [-Infinity, 1.5, -0] }],
    ['class instances, maps and sets', { p: new Point(3, 4), m: new Map([['k', 1]]), s: new Set([1]) }],
    ['boxed primitives and holes in arrays', { n: Object(5), s: Object('s'), b: Object(false), sparse: Array.from({ length: 3, 1: 'x' }).map((v, i) => (i === 1 ? undefined : i)) }],
    ['integer-like keys in their JSON order', { b: 1, 10: 'ten', a: 2, 2: 'two' }],
  ])('gives what a JSON round trip gives: %s', (_, value) => {
    const copy = jsonCopy(value);
    expect(copy).toEqual(viaText(value));
    expect(JSON.stringify(copy)).toBe(JSON.stringify(viaText(value)));
  });

  it('shares no object with the original', () => {
    const value = { list: [{ a: 1 }], inner: { b: 2 } };
    const copy = jsonCopy(value);
    copy.list[0].a = 9;
    copy.inner.b = 9;
    expect(value).toEqual({ list: [{ a: 1 }], inner: { b: 2 } });
  });

  it('refuses a BigInt, as JSON does', () => {
    expect(() => jsonCopy({ n: BigInt(1) })).toThrow(TypeError);
  });
});
