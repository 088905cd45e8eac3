/**
 * Reads what arrived at MailDev (the local SMTP server of infra/local and the int/e2e global setup) through its REST
 * API, MailDev 3: `GET <MAILDEV_API_URL>/api/email?to.address=<address>` answers the full mails, oldest first.
 * Tests use it to assert on real mail (password reset, report notifications):
 *
 *   const mail = await waitForMail('ana@example.test', /reset your password/i);
 *   expect(mail.text).toContain('https://');
 */

export interface MaildevAddress {
  address: string;
  name: string;
}

/** The fields of MailDev's `Email` (@maildev/core) tests look at. */
export interface MaildevMail {
  id: string;
  time: string;
  subject: string;
  from: MaildevAddress[];
  to: MaildevAddress[];
  text?: string;
  html?: string;
  headers: Record<string, string | string[]>;
  messageId?: string;
}

function apiUrl(explicit?: string): string {
  const url = explicit ?? process.env.MAILDEV_API_URL;
  if (!url) throw new Error('MAILDEV_API_URL is not set: the int/e2e globalSetup sets it (bash infra/local/up.sh maildev starts MailDev)');
  return url.replace(/\/+$/, '');
}

async function call(path: string, init: RequestInit = {}, explicitUrl?: string): Promise<Response> {
  const res = await fetch(`${apiUrl(explicitUrl)}${path}`, { ...init, signal: AbortSignal.timeout(5_000) });
  if (!res.ok) throw new Error(`MailDev ${init.method ?? 'GET'} ${path}: HTTP ${res.status} ${await res.text()}`);
  return res;
}

/** Every mail MailDev holds for this recipient, oldest first. */
export async function listMail(to: string, options: { apiUrl?: string } = {}): Promise<MaildevMail[]> {
  const res = await call(`/api/email?${new URLSearchParams({ 'to.address': to })}`, {}, options.apiUrl);
  const mails = (await res.json()) as MaildevMail[];
  return mails.map((m) => ({ ...m, messageId: headerOf(m, 'message-id') }));
}

/**
 * Waits until a mail to `to` whose subject matches arrives (polling every 100 ms) and returns the newest such mail.
 * Use a recipient unique to the test so earlier runs' mail cannot match.
 */
export async function waitForMail(to: string, subjectMatch: string | RegExp, options: { timeoutMs?: number; apiUrl?: string } = {}): Promise<MaildevMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const matches = (subject: string) => (typeof subjectMatch === 'string' ? subject.includes(subjectMatch) : subjectMatch.test(subject));
  let seen: string[] = [];
  for (;;) {
    const mails = await listMail(to, options);
    seen = mails.map((m) => m.subject);
    const found = mails.filter((m) => matches(m.subject)).at(-1);
    if (found) return found;
    if (Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail to ${to} with a subject matching ${String(subjectMatch)} within ${options.timeoutMs ?? 10_000} ms (subjects seen: ${JSON.stringify(seen)})`);
}

/** The mail as it arrived (RFC 5322 source): for headers MailDev does not parse into `headers`, such as Reply-To. */
export async function mailSource(id: string, options: { apiUrl?: string } = {}): Promise<string> {
  return (await call(`/api/email/${encodeURIComponent(id)}/source`, {}, options.apiUrl)).text();
}

/** A header of a raw source (first occurrence, folded lines joined), or undefined. */
export function sourceHeader(source: string, name: string): string | undefined {
  const head = source.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** A header's first value, lower-case name (MailDev keeps the parsed headers with lower-case keys). */
export function headerOf(mail: MaildevMail, name: string): string | undefined {
  const v = mail.headers?.[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}
