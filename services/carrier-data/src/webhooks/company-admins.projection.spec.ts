import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore } from '@logiscope/infra';
import { CompanyAdminsProjection } from './company-admins.projection';

describe("the companies' admins, from identity's team events", () => {
  let dir: string;
  let documents: SqliteDocumentStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'logiscope-admins-'));
    documents = new SqliteDocumentStore(join(dir, 'carrier-data.db'));
  });
  afterEach(async () => {
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('should list the active ADMINs of the company only: not its USERs, a demoted, blocked or removed ADMIN, nor another company', async () => {
    const projection = await CompanyAdminsProjection.open(documents);
    let position = 0;
    const apply = (type: string, data: object) => projection.apply({ type, data, eventId: `e${++position}`, position, streamId: 's', version: 1, occurredAt: '', schemaVersion: 1, metadata: {} } as never);
    await apply('UserRegistered', { userId: 'u-ada', email: 'ada@acme.example', firstName: 'A', lastName: 'L', role: 'ADMIN', companyId: '' });
    await apply('UserJoinedCompany', { userId: 'u-ada', companyId: 'c-acme', role: 'ADMIN' });
    const added = (userId: string, role: string, companyId = 'c-acme') => apply('TeamMemberAdded', { userId, companyId, email: `${userId}@acme.example`, firstName: 'S', lastName: 'O', role, addedByUserId: 'u-ada' });
    await added('u-bea', 'ADMIN');
    await added('u-cal', 'USER');
    await added('u-dan', 'ADMIN');
    await added('u-eve', 'ADMIN');
    await added('u-fay', 'ADMIN');
    await added('u-gil', 'ADMIN', 'c-other');
    await added('u-hal', 'USER');
    await apply('TeamMemberRoleChanged', { userId: 'u-dan', companyId: 'c-acme', role: 'USER', byUserId: 'u-ada' });
    await apply('TeamMemberRoleChanged', { userId: 'u-hal', companyId: 'c-acme', role: 'ADMIN', byUserId: 'u-ada' });
    await apply('TeamMemberBlocked', { userId: 'u-eve', companyId: 'c-acme', byUserId: 'u-ada' });
    await apply('TeamMemberRemoved', { userId: 'u-fay', companyId: 'c-acme', byUserId: 'u-ada' });
    expect((await projection.adminsOf('c-acme')).sort()).toEqual(['ada@acme.example', 'u-bea@acme.example', 'u-hal@acme.example']);
    await apply('TeamMemberUnblocked', { userId: 'u-eve', companyId: 'c-acme', byUserId: 'u-ada' });
    expect(await projection.adminsOf('c-acme')).toContain('u-eve@acme.example');
  });
});
