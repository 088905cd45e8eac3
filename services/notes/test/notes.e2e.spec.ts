import { writeEquipmentFiles } from '../../../test/support/equipment-files';
import { ApiClient, registration } from '../../../test/support/http-client';
import { importFiles } from '../../../test/support/import-cli';
import { demoClient, e2eProfiles, startServer, type RunningServer } from '../../../test/support/server-process';
import { registerOnTrial } from '../../../test/support/trial';

interface Note {
  id: string;
  carrierId: string;
  title: string;
  content: string;
  category: string;
  isPrivate: boolean;
  tags: string[];
  createdAt: string;
  updatedAt: string;
  authorName?: string;
  companyName?: string;
}

/** DOT 44 (GLEN DYER) is one of the real carriers the equipment fixture imports; DOT 9999999 is none. */
const CARRIER = '44';
const NOWHERE = '9999999';

const body = (over: Record<string, unknown> = {}) => ({ carrierId: CARRIER, title: 'Late twice', content: 'Missed two pickups in March.', category: 'ISSUES', tags: ['late', 'reefer'], ...over });
const notesOf = async (client: ApiClient, kind: 'notes' | 'all-notes', carrierId = CARRIER) => {
  const res = await client.get(`/api/carriers/${carrierId}/${kind}`);
  expect(res.status).toBe(200);
  return res.body as Note[];
};

/**
 * Team notes through the gateway, in both profiles: a broker writes, edits (the same note) and deletes notes about a
 * carrier; a private note never reaches anyone else; a shared note reaches other companies read-only, with its
 * author's and company's names.
 */
describe.each(e2eProfiles())('carrier notes over HTTP [%s]', (profile) => {
  let server: RunningServer;
  let ann: ApiClient;
  let other: ApiClient;
  const annForm = registration({ firstName: 'Ann', lastName: 'Lee' });
  const otherForm = registration({ firstName: 'Raj', lastName: 'Patel' });

  beforeAll(async () => {
    server = await startServer(profile, { CARRIER_DATA_DEMO_ROWS: '0' });
    await importFiles(server, profile, writeEquipmentFiles(server.dataDir));
    ann = new ApiClient(server.baseUrl);
    other = new ApiClient(server.baseUrl);
    expect((await registerOnTrial(ann, annForm)).status).toBe(201);
    expect((await registerOnTrial(other, otherForm)).status).toBe(201);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('should require authentication', async () => {
    const anonymous = new ApiClient(server.baseUrl);
    expect((await anonymous.get(`/api/carriers/${CARRIER}/notes`)).status).toBe(401);
    expect((await anonymous.post('/api/carrier-notes', body())).status).toBe(401);
  });

  it("refuses a note the form refuses, with the spec's messages, and a note about a carrier that does not exist", async () => {
    const refused = async (over: Record<string, unknown>) => {
      const res = await ann.post('/api/carrier-notes', body(over));
      return [res.status, res.body.message];
    };
    expect(await refused({ title: '  ' })).toEqual([400, 'Title is required']);
    expect(await refused({ title: 'x'.repeat(201) })).toEqual([400, 'Title too long']);
    expect(await refused({ content: '' })).toEqual([400, 'Content is required']);
    expect(await refused({ carrierId: NOWHERE })).toEqual([404, 'Carrier not found.']);
    expect(await notesOf(ann, 'notes')).toEqual([]);
  });

  it('writes, edits the same note, and deletes it; a private note never reaches another company', async () => {
    const created = await ann.post('/api/carrier-notes', body());
    expect(created.status).toBe(201);
    const note = created.body as Note;
    expect(note).toMatchObject({ carrierId: CARRIER, title: 'Late twice', category: 'ISSUES', isPrivate: true, tags: ['late', 'reefer'] });

    const edited = await ann.request('PATCH', `/api/carrier-notes/${note.id}`, body({ content: 'Missed three pickups.', tags: ['late'], category: 'PERFORMANCE' }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: note.id, content: 'Missed three pickups.', tags: ['late'], category: 'PERFORMANCE', createdAt: note.createdAt });
    const mine = await notesOf(ann, 'notes');
    expect(mine.map((n) => [n.id, n.content])).toEqual([[note.id, 'Missed three pickups.']]);

    // Another company: not in its lists, and it cannot touch the note (it does not exist for them).
    expect(await notesOf(other, 'notes')).toEqual([]);
    expect((await notesOf(other, 'all-notes')).map((n) => n.id)).not.toContain(note.id);
    expect(JSON.stringify(await notesOf(other, 'all-notes'))).not.toContain('Missed three pickups');
    const theirEdit = await other.request('PATCH', `/api/carrier-notes/${note.id}`, body({ content: 'Overwritten' }));
    expect([theirEdit.status, theirEdit.body.message]).toEqual([404, 'Note not found.']);
    expect((await other.request('DELETE', `/api/carrier-notes/${note.id}`)).status).toBe(404);
    expect((await notesOf(ann, 'notes'))[0].content).toBe('Missed three pickups.');

    expect((await ann.request('DELETE', `/api/carrier-notes/${note.id}`)).status).toBe(204);
    expect(await notesOf(ann, 'notes')).toEqual([]);
    const afterDelete = await ann.request('PATCH', `/api/carrier-notes/${note.id}`, body({ content: 'Back again' }));
    expect([afterDelete.status, afterDelete.body.message]).toEqual([404, 'Note not found.']);
  });

  it("shows a shared note to other companies with its author's and company's names, read-only", async () => {
    const shared = (await ann.post('/api/carrier-notes', body({ title: 'Great dispatch', content: 'Answered every check call.', category: 'COMMUNICATION', isPrivate: false }))).body as Note;
    expect(shared.isPrivate).toBe(false);

    const community = await notesOf(other, 'all-notes');
    expect(community).toEqual([
      expect.objectContaining({ id: shared.id, title: 'Great dispatch', content: 'Answered every check call.', authorName: 'Ann Lee', companyName: annForm.companyName }),
    ]);
    // The author's own shared note is in their own list, not in their community list.
    expect((await notesOf(ann, 'all-notes')).map((n) => n.id)).not.toContain(shared.id);
    expect((await notesOf(ann, 'notes')).map((n) => n.id)).toContain(shared.id);

    const theirEdit = await other.request('PATCH', `/api/carrier-notes/${shared.id}`, body({ title: 'Mine now', isPrivate: false }));
    expect([theirEdit.status, theirEdit.body.message]).toEqual([403, 'Only the author can edit or delete this note.']);
    expect((await other.request('DELETE', `/api/carrier-notes/${shared.id}`)).status).toBe(403);

    // Made private again by its author: gone from the other company's view.
    expect((await ann.request('PATCH', `/api/carrier-notes/${shared.id}`, body({ title: 'Great dispatch', content: 'Answered every check call.', isPrivate: true }))).status).toBe(200);
    expect((await notesOf(other, 'all-notes')).map((n) => n.id)).not.toContain(shared.id);
  });
});

/** Two users of one company (the embedded demo company's ADMIN and USER; the team operations are not served yet). */
describe('carrier notes between colleagues [embedded]', () => {
  let server: RunningServer;
  let admin: ApiClient;
  let user: ApiClient;

  beforeAll(async () => {
    server = await startServer('embedded', { CARRIER_DATA_DEMO_ROWS: '0' });
    await importFiles(server, 'embedded', writeEquipmentFiles(server.dataDir));
    admin = await demoClient(server, 'ADMIN');
    user = await demoClient(server, 'USER');
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("keeps a private note from the author's own colleagues, and shows them a shared one read-only", async () => {
    const secret = (await admin.post('/api/carrier-notes', body({ title: 'Rate floor', content: 'We pay them 2.10 a mile' }))).body as Note;
    const shared = (await admin.post('/api/carrier-notes', body({ title: 'Reliable', content: 'On time all year', isPrivate: false }))).body as Note;

    expect(await notesOf(user, 'notes')).toEqual([]);
    const community = await notesOf(user, 'all-notes');
    expect(community.map((n) => n.id)).toEqual([shared.id]);
    expect(JSON.stringify(community)).not.toContain('2.10 a mile');
    expect((await user.request('PATCH', `/api/carrier-notes/${secret.id}`, body({ content: 'seen' }))).status).toBe(404);
    expect((await user.request('PATCH', `/api/carrier-notes/${shared.id}`, body({ content: 'edited', isPrivate: false }))).status).toBe(403);
    expect((await user.request('DELETE', `/api/carrier-notes/${shared.id}`)).status).toBe(403);
    expect((await notesOf(admin, 'notes')).map((n) => n.id).sort()).toEqual([secret.id, shared.id].sort());
  });
});
