/**
 * Team notes in a real browser on the embedded demo: the demo company's ADMIN writes a private note and a shared note
 * about a carrier on its Notes tab, edits the private one (the same note changes, no copy), and deletes it after the
 * confirmation. The company's USER (a colleague) and a broker of another company open the same tab: the shared note
 * is there, read-only, with its author and company; the private note never reaches them, neither on screen nor in what
 * the server answers.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { CarrierNoteView, UserView } from '@logiscope/proto/views';
import { snap } from './support/browser';
import { useBrowserE2e } from './support/browser-e2e';
import { eventually, registration } from '../../test/support/http-client';
import { demoAccount, type RunningServer } from '../../test/support/server-process';
import { registerOnTrialInBrowser } from '../../test/support/trial';

jest.setTimeout(180_000);

const VISIBLE = { state: 'visible', timeout: 20_000 } as const;
const HIDDEN = { state: 'hidden', timeout: 20_000 } as const;
const SECRET = 'We pay them 2.10 a mile';

async function signInDemo(page: Page, server: RunningServer, role: 'ADMIN' | 'USER'): Promise<UserView> {
  await eventually(async () => server.output(), (out) => /^\s*USER\s+\S+@/m.test(out), 'the demo accounts printed');
  const login = await page.request.post('/api/auth/login', { data: demoAccount(server, role) });
  expect(login.status()).toBe(200);
  return (await login.json()) as UserView;
}

async function openNotesTab(page: Page, carrierId: string): Promise<void> {
  await page.goto(`/carrier/${encodeURIComponent(carrierId)}`);
  await page.getByRole('tab', { name: 'Notes', exact: true }).click();
  await page.getByRole('button', { name: 'Add Note' }).waitFor(VISIBLE);
}

/** The community notes another user is answered, and what their Notes tab shows. */
async function expectOnlyTheSharedNote(page: Page, carrierId: string, byline: string): Promise<void> {
  const answer = await page.request.get(`/api/carriers/${carrierId}/all-notes`);
  expect(answer.status()).toBe(200);
  const community = (await answer.json()) as CarrierNoteView[];
  expect(community.map((n) => n.title)).toEqual(['Reliable dispatch']);
  expect(JSON.stringify(community)).not.toContain(SECRET);
  expect(await (await page.request.get(`/api/carriers/${carrierId}/notes`)).json()).toEqual([]);

  await openNotesTab(page, carrierId);
  await page.getByTestId('notes-empty').getByText('No notes yet...').waitFor(VISIBLE);
  const shared = page.getByTestId('community-note');
  await shared.getByText('Reliable dispatch').waitFor(VISIBLE);
  expect(await shared.count()).toBe(1);
  await shared.getByText(byline, { exact: false }).waitFor(VISIBLE);
  await shared.getByText('Read-only', { exact: true }).waitFor(VISIBLE);
  expect(await shared.getByRole('button').count()).toBe(0);
  expect(await page.getByText('Late twice').count()).toBe(0);
  expect(await page.getByText(SECRET, { exact: false }).count()).toBe(0);
}

describe.each(['embedded' as const])('carrier notes in the browser [%s]', (profile) => {
  const e2e = useBrowserE2e(profile, { env: { CARRIER_DATA_DEMO_ROWS: '200' } });
  const others: BrowserContext[] = [];

  afterAll(async () => {
    for (const context of others) await context.close();
  });

  const otherPage = async (): Promise<Page> => {
    const context = await e2e.browser.newContext({ baseURL: e2e.server.baseUrl, locale: 'en-US', viewport: { width: 1366, height: 900 } });
    others.push(context);
    return context.newPage();
  };

  it('writes, edits and deletes notes; a private note never reaches a colleague or another company', async () => {
    const { page, server } = e2e;
    const admin = await signInDemo(page, server, 'ADMIN');
    const search = await page.request.get('/api/carriers/search', { params: { q: 'trucking', page: '1', pageSize: '5' } });
    const carrierId = ((await search.json()) as { carriers: { id: string }[] }).carriers[0]?.id;
    if (!carrierId) throw new Error('The demo data has no carrier matching "trucking"');
    const toasts = page.locator('.ant-notification-notice');
    const dialog = page.getByRole('dialog');
    const mine = page.getByTestId('carrier-note');

    await openNotesTab(page, carrierId);
    await page.getByTestId('notes-empty').getByText('No notes yet...').waitFor(VISIBLE);
    await page.getByTestId('community-notes-empty').getByText('No community notes available.').waitFor(VISIBLE);

    // Add: the form's own rule first, then a private note (the default) with comma-separated tags.
    await page.getByRole('button', { name: 'Add Note' }).click();
    await dialog.getByRole('button', { name: 'Save Note' }).click();
    await dialog.getByText('Title is required').waitFor(VISIBLE);
    await dialog.getByLabel('Title').fill('Late twice');
    await dialog.getByLabel('Content').fill(SECRET);
    await dialog.getByLabel('Tags').fill('late, reefer,, ');
    expect(await dialog.getByRole('checkbox', { name: /Private/ }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Save Note' }).click();
    await toasts.getByText('Note saved successfully', { exact: true }).first().waitFor(VISIBLE);
    await dialog.waitFor(HIDDEN);
    await mine.getByText('Late twice').waitFor(VISIBLE);
    await mine.getByText('#reefer').waitFor(VISIBLE);
    await mine.getByText('Private', { exact: true }).waitFor(VISIBLE);

    // A shared note.
    await page.getByRole('button', { name: 'Add Note' }).click();
    await dialog.getByLabel('Title').fill('Reliable dispatch');
    await dialog.getByLabel('Content').fill('Answered every check call.');
    await dialog.getByRole('checkbox', { name: /Private/ }).uncheck();
    await dialog.getByRole('button', { name: 'Save Note' }).click();
    await dialog.waitFor(HIDDEN);
    await mine.getByText('Reliable dispatch').waitFor(VISIBLE);
    await mine.filter({ hasText: 'Reliable dispatch' }).getByText('Shared', { exact: true }).waitFor(VISIBLE);

    // Edit the private note: the dialog is prefilled, and the same note changes.
    const before = (await (await page.request.get(`/api/carriers/${carrierId}/notes`)).json()) as CarrierNoteView[];
    const lateNote = mine.filter({ hasText: 'Late twice' });
    await lateNote.getByRole('button', { name: 'Edit note' }).click();
    expect(await dialog.getByLabel('Title').inputValue()).toBe('Late twice');
    expect(await dialog.getByLabel('Tags').inputValue()).toBe('late, reefer');
    await dialog.getByLabel('Title').fill('Late three times');
    await dialog.getByRole('button', { name: 'Update Note' }).click();
    await dialog.waitFor(HIDDEN);
    await mine.getByText('Late three times').waitFor(VISIBLE);
    expect(await mine.count()).toBe(2);
    const after = (await (await page.request.get(`/api/carriers/${carrierId}/notes`)).json()) as CarrierNoteView[];
    expect(after.map((n) => n.id).sort()).toEqual(before.map((n) => n.id).sort());
    expect(after.find((n) => n.title === 'Late three times')?.content).toBe(SECRET);
    await snap(page, e2e.shots, `${profile}-notes-own`);

    // A colleague of the same company, and a broker of another company, see the shared note only.
    const byline = `${admin.firstName} ${admin.lastName} · ${admin.company?.companyName}`;
    const colleague = await otherPage();
    await signInDemo(colleague, server, 'USER');
    await expectOnlyTheSharedNote(colleague, carrierId, byline);
    await snap(colleague, e2e.shots, `${profile}-notes-community`);
    const stranger = await otherPage();
    expect((await registerOnTrialInBrowser(stranger.request, registration())).status()).toBe(201);
    await expectOnlyTheSharedNote(stranger, carrierId, byline);

    // Delete, after the confirmation.
    await mine.filter({ hasText: 'Late three times' }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.locator('.ant-popconfirm');
    await confirm.getByText('Delete this note?').waitFor(VISIBLE);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toasts.getByText('Note deleted successfully', { exact: true }).waitFor(VISIBLE);
    await mine.filter({ hasText: 'Late three times' }).waitFor({ state: 'detached', timeout: 20_000 });
    expect(await mine.count()).toBe(1);
  });
});
