import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Projector, rebuildProjection, SqliteDocumentStore, SqliteEventStore, toNewEvents } from '@logiscope/infra';
import type { CarrierChanged } from '@logiscope/proto';
import { ContactChangesProjection, ContactChangesRepository } from './contact-changes.projection';

describe('contact changes projection (embedded engines)', () => {
  let dir: string;
  let events: SqliteEventStore;
  let documents: SqliteDocumentStore;
  let run = 0;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'logiscope-contacts-'));
    events = new SqliteEventStore(join(dir, 'carrier-data.db'));
    documents = new SqliteDocumentStore(join(dir, 'carrier-data.db'));
  });
  afterEach(async () => {
    await events.close();
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** An import batch's CarrierChanged, as the pipeline appends it (a stream per run and batch). */
  const changed = async (at: string, dotNumber: string, changedFields: string[]) => {
    const event: CarrierChanged = { type: 'CarrierChanged', data: { dotNumber, legalName: 'X', changedFields, beforeJson: '{}', afterJson: '{}', importId: `imp_${++run}` } };
    await events.append(`import-imp_${run}-0`, 0, toNewEvents([event], {}, new Date(at)));
  };
  const project = async () => new Projector(events, documents, await ContactChangesProjection.open(documents)).catchUp();
  const lastChanged = async (...dots: string[]) => (await ContactChangesRepository.open(documents)).lastChanged(dots);

  it('keeps the day of the latest phone, e-mail or address change, and ignores other changes', async () => {
    await changed('2026-01-05T08:00:00.000Z', '44110', ['phone']);
    await changed('2026-02-01T08:00:00.000Z', '44110', ['insurance', 'safetyRating']);
    await changed('2026-02-03T08:00:00.000Z', '44110', ['email', 'legalName']);
    await changed('2026-02-03T09:00:00.000Z', '7', ['insurance']);
    await project();
    expect(await lastChanged('44110', '7', '999')).toEqual(new Map([['44110', '2026-02-03']]));
  });

  it('rebuilds the same documents from the log', async () => {
    await changed('2026-01-05T08:00:00.000Z', '44110', ['physicalAddress']);
    await changed('2026-01-06T08:00:00.000Z', '52', ['mailingAddress', 'phone']);
    await project();
    const before = await lastChanged('44110', '52');
    const report = await rebuildProjection(events, documents, await ContactChangesProjection.open(documents));
    expect(report.documents).toEqual({ carrier_contact_changes: 2 });
    expect(await lastChanged('44110', '52')).toEqual(before);
    expect(before.get('52')).toBe('2026-01-06');
  });
});
