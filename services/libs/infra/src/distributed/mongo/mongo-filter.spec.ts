import { toMongoFilter } from './mongo-document-store';

interface Row {
  id: string;
  age: number;
  companyId: string | null;
  tags: string[];
}

describe('toMongoFilter', () => {
  it('maps id to _id and passes equality, null and the supported operators through', () => {
    expect(toMongoFilter<Row>({ id: { $in: ['a', 'b'] }, age: { $gte: 1, $lt: 9 }, companyId: null })).toEqual({
      _id: { $in: ['a', 'b'] },
      age: { $gte: 1, $lt: 9 },
      companyId: null,
    });
    expect(toMongoFilter<Row>({ companyId: { $ne: null }, tags: ['x'] })).toEqual({ companyId: { $ne: null }, tags: ['x'] });
  });

  it('turns $contains into a regular expression that takes the text literally', () => {
    expect(toMongoFilter<Row>({ companyId: { $contains: 'a.b+(c)' } })).toEqual({ companyId: { $regex: 'a\\.b\\+\\(c\\)' } });
  });

  it('drops undefined values and refuses operators outside the port subset', () => {
    expect(toMongoFilter<Row>({ age: undefined, companyId: { $gt: undefined } as never })).toEqual({});
    expect(() => toMongoFilter<Row>({ age: { $where: 'true' } as never })).toThrow(/Unsupported filter operator \$where/);
  });
});
