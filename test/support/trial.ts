import type { ApiClient } from './http-client';

/**
 * Test fixtures behind the paywall. A new company starts INACTIVE, and the paid operations (carrier data and
 * knowledge) answer it 402; a test of those features registers through these helpers, which start the company's free
 * trial (as its ADMIN does on /subscription), so it keeps testing what it tested. A registration that answers anything
 * but 201, or an account without a company yet (a broker without an MC number), is returned as it is.
 */
export async function registerOnTrial(client: ApiClient, body: Record<string, unknown>) {
  const res = await client.post('/api/auth/register', body);
  if (res.status === 201 && res.body?.companyId) await startTrial(client);
  return res;
}

/** Starts the signed-in ADMIN's company trial (after a later company setup, say). */
export async function startTrial(client: ApiClient): Promise<void> {
  const trial = await client.post('/api/subscription/start-trial');
  if (trial.status !== 200) throw new Error(`Starting the fixture company's trial answered ${trial.status}: ${trial.text}`);
}

/** What a browser test's `page.request` offers (playwright's APIRequestContext), without importing playwright here. */
interface BrowserRequest {
  post(url: string, options?: { data?: unknown }): Promise<{ status(): number; json(): Promise<any>; text(): Promise<string> }>;
}

/** registerOnTrial for a browser test: registers through `page.request` (the page's cookies) and starts the trial. */
export async function registerOnTrialInBrowser(request: BrowserRequest, data: Record<string, unknown>) {
  const res = await request.post('/api/auth/register', { data });
  if (res.status() === 201 && (await res.json())?.companyId) {
    const trial = await request.post('/api/subscription/start-trial');
    if (trial.status() !== 200) throw new Error(`Starting the fixture company's trial answered ${trial.status()}: ${await trial.text()}`);
  }
  return res;
}
