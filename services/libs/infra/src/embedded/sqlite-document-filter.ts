import type { Filter } from '../ports';
import { ident, toSql, type SqlValue } from './sqlite-database';

/** `id` lives in its own column; every other field is read from the JSON document. */
export const column = (field: string) => (field === 'id' ? 'id' : `json_extract(doc, '$.${ident(field)}')`);

/** A WHERE clause for a filter; `col` names where a field's value is read (a document's JSON, or a counts table's column). */
export function where<T>(filter: Filter<T>, col: (field: string) => string = column): { sql: string; params: SqlValue[] } {
  const clauses: string[] = [];
  const params: SqlValue[] = [];
  for (const [field, cond] of Object.entries(filter as Record<string, unknown>)) {
    const c = col(field);
    if (cond === null) {
      clauses.push(`${c} IS NULL`);
    } else if (typeof cond === 'object' && !Array.isArray(cond)) {
      const ops = cond as Record<string, unknown>;
      if ('$in' in ops) {
        const values = ops.$in as unknown[];
        if (values.length === 0) clauses.push('0');
        else {
          clauses.push(`${c} IN (${values.map(() => '?').join(', ')})`);
          params.push(...values.map(toSql));
        }
      }
      if ('$contains' in ops) {
        clauses.push(`instr(${c}, ?) > 0`);
        params.push(String(ops.$contains));
      }
      if ('$ne' in ops) {
        if (ops.$ne === null) clauses.push(`${c} IS NOT NULL`);
        else {
          clauses.push(`(${c} IS NULL OR ${c} != ?)`);
          params.push(toSql(ops.$ne));
        }
      }
      for (const [op, sql] of [['$gt', '>'], ['$gte', '>='], ['$lt', '<'], ['$lte', '<=']] as const) {
        if (op in ops) {
          clauses.push(`${c} ${sql} ?`);
          params.push(toSql(ops[op]));
        }
      }
    } else {
      clauses.push(`${c} = ?`);
      params.push(toSql(cond));
    }
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

