import { randomUUID } from 'node:crypto';
import type { CarrierRecord } from './carrier.model';
import type { UpsertOutcome } from './carrier.store';
import { compareSnapshot } from './carrier-record.canonical';
import { carrierKeys, type CarrierKeys } from './carrier-search.keys';
import { nameCounts, type NameCounts } from './carrier-search.rank';
import { keysOfRow, mcKeys, officerKeys, ROW_WIDTH, type PreparedCarrierRows } from './sqlite-carrier.rows';
import type { CarrierStatements } from './sqlite-carrier.statements';

/**
 * A carrier row written on the store's connection, inside the caller's transaction: the document and its search keys,
 * and outside a bulk load everything derived from them too (carrier_names, mc_dockets, officers, the FTS index,
 * carrier_terms and bm25's collection statistics), maintained incrementally.
 */
export class SqliteCarrierRows {
  /** Changed since they were last saved in carrier_meta. */
  statsDirty = false;

  constructor(
    private readonly s: CarrierStatements,
    /** bm25's collection statistics (kept in carrier_meta by the store). */
    public stats: NameCounts,
  ) {}

  /**
   * A batch (canonical records, their JSON, their DOT keys) against the stored documents (`stored`, updated as rows
   * are written, so a DOT twice in a batch compares with its first version): equal JSON is unchanged, anything else is
   * written. Outside a bulk load both files get the same new stamp (search_gen) when anything was written.
   */
  applyBatch(recs: CarrierRecord[], docs: string[], dots: number[], stored: Map<number, string>, bulk: boolean): { outcomes: UpsertOutcome[]; created: number } {
    const n = recs.length;
    const outcomes: UpsertOutcome[] = new Array(n);
    let created = 0;
    let written = 0;
    for (let i = 0; i < n; i++) {
      const { outcome, before } = compareSnapshot(recs[i], docs[i], stored.get(dots[i]));
      outcomes[i] = outcome;
      if (outcome.kind === 'unchanged') continue;
      if (outcome.kind === 'created') {
        this.insert(carrierKeys(recs[i]), docs[i], bulk);
        created++;
      } else {
        this.update(carrierKeys(before!), carrierKeys(recs[i]), docs[i], bulk);
      }
      written++;
      stored.set(dots[i], docs[i]);
    }
    // The search file may have been written too: both files get the same new stamp in this transaction.
    if (written && !bulk) this.stampSearch(randomUUID());
    return { outcomes, created };
  }

  /**
   * Rows an import lane prepared (merged, canonical, compared with the stored documents the lanes were given) written
   * as they are: the lane's work is not done again here. What the derived structures must drop is read from the keys
   * stored for each DOT number; a row whose DOT number is not stored (yet) is inserted.
   */
  applyPrepared(rows: PreparedCarrierRows, bulk: boolean): { created: number } {
    let created = 0;
    let written = 0;
    for (const a of [rows.ins, rows.upd]) {
      for (let i = 0; i < a.length; i += ROW_WIDTH) {
        const k = keysOfRow(a, i);
        const stored = this.s.storedKeys.get(k.dot) as unknown[] | undefined;
        if (stored) this.update(keysOfRow([k.dot, '', ...stored], 0), k, a[i + 1] as string, bulk);
        else {
          this.insert(k, a[i + 1] as string, bulk);
          created++;
        }
        written++;
      }
    }
    if (written && !bulk) this.stampSearch(randomUUID());
    return { created };
  }

  /** Both files' stamp: equal stamps mean they committed the same writes. */
  stampSearch(gen: string): void {
    this.s.setMeta.run('search_gen', gen);
    this.s.setSearchGen.run(gen);
  }

  /** bm25's statistics into carrier_meta, when they changed. */
  saveStats(): void {
    if (!this.statsDirty) return;
    this.s.setMeta.run('name_stats', JSON.stringify(this.stats));
    this.statsDirty = false;
  }

  /** `bulk`: only the carrier rows; the rebuild derives the rest. */
  private insert(k: CarrierKeys, doc: string, bulk: boolean): void {
    this.s.insertCarrier.run(k.dot, doc);
    this.s.insertKeys.run(k.dot, k.legal, k.dba, k.state, k.phone, k.email, k.address, k.mailing, mcKeys(k), officerKeys(k), k.flagged ? 1 : 0);
    if (bulk) return;
    this.s.insertName.run(k.dot, k.legal, k.dba);
    for (const mc of k.mcs) this.s.insertMc.run(mc, k.dot);
    for (const o of k.officers) this.s.insertOfficer.run(o, k.dot);
    this.s.insertFts.run(k.dot, k.legal, k.dba, k.state);
    for (const t of terms(k)) this.s.termUp.run(t);
    this.countNames(k, 1);
  }

  /** `o`: the keys stored before, `k`: the new ones. `bulk`: only the carrier rows; the rebuild derives the rest. */
  private update(o: CarrierKeys, k: CarrierKeys, doc: string, bulk: boolean): void {
    this.s.updateCarrier.run(doc, k.dot);
    if (!sameKeys(o, k)) {
      this.s.updateKeys.run(k.legal, k.dba, k.state, k.phone, k.email, k.address, k.mailing, mcKeys(k), officerKeys(k), k.flagged ? 1 : 0, k.dot);
    }
    if (bulk) return;
    for (const mc of o.mcs) if (!k.mcs.includes(mc)) this.s.deleteMc.run(mc, k.dot);
    for (const mc of k.mcs) if (!o.mcs.includes(mc)) this.s.insertMc.run(mc, k.dot);
    for (const name of o.officers) if (!k.officers.includes(name)) this.s.deleteOfficer.run(name, k.dot);
    for (const name of k.officers) if (!o.officers.includes(name)) this.s.insertOfficer.run(name, k.dot);
    if (o.legal !== k.legal || o.dba !== k.dba || o.state !== k.state) {
      this.s.deleteFts.run(k.dot);
      this.s.insertFts.run(k.dot, k.legal, k.dba, k.state);
    }
    if (o.legal !== k.legal || o.dba !== k.dba) {
      this.s.updateName.run(k.legal, k.dba, k.dot);
      for (const t of terms(o)) {
        this.s.termDown.run(t);
        this.s.termGone.run(t);
      }
      for (const t of terms(k)) this.s.termUp.run(t);
      this.countNames(o, -1);
      this.countNames(k, 1);
    }
  }

  private countNames(k: CarrierKeys, sign: 1 | -1): void {
    const counts = nameCounts(k);
    if (!counts.named) return;
    this.stats.named += sign * counts.named;
    this.stats.legalTokens += sign * counts.legalTokens;
    this.stats.dbaTokens += sign * counts.dbaTokens;
    this.statsDirty = true;
  }
}

/** The FTS terms of a carrier's names as carrier_terms counts them: each distinct word once per name, lower-cased as unicode61 folds it. */
function terms(k: CarrierKeys): string[] {
  const out: string[] = [];
  for (const name of [k.legal, k.dba]) if (name) out.push(...new Set(name.toLowerCase().split(' ')));
  return out;
}

function sameKeys(a: CarrierKeys, b: CarrierKeys): boolean {
  return (
    a.legal === b.legal && a.dba === b.dba && a.state === b.state && a.phone === b.phone && a.email === b.email &&
    a.address === b.address && a.mailing === b.mailing && mcKeys(a) === mcKeys(b) && officerKeys(a) === officerKeys(b) && a.flagged === b.flagged
  );
}
