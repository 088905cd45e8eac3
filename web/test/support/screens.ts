/**
 * Every screen of the two route tables (web/src/app/routes.ts, the spec's §2 and README decisions 2 and 6), as a
 * visitor, a signed-in USER and a signed-in ADMIN of the embedded demo company: where it is, what it must show, and
 * what it needs (a real carrier, report response, certificate or checkout, made by {@link prepareFixtures}). A plain
 * list, shared by the route walk with accessibility checks and the phone-size checks.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { demoAccount, type RunningServer } from '../../../test/support/server-process';

export type ScreenState = 'visitor' | 'USER' | 'ADMIN';
export type Language = 'en' | 'fr' | 'es';
export const LANGUAGES: readonly Language[] = ['en', 'fr', 'es'];

/** Real ids the dynamic routes need, made once per server by {@link prepareFixtures}. */
export interface ScreenFixtures {
  carrierId: string;
  /** The carrier's response id of a report filed on it (the path part of /respond/:reportId). */
  responseId: string;
  certificateCode: string;
  /** A load vetting record of the demo company (its history and /verify/LV-…). */
  vettingCode: string;
  /** A sandbox checkout session of the demo company. */
  checkoutId: string;
}

export interface Screen {
  /** Unique: the screenshot's file name. */
  name: string;
  state: ScreenState;
  /** The path to open (a function when it needs a real id). */
  path: string | ((fixtures: ScreenFixtures) => string);
  /** The heading (or result title) the screen shows: its English text, and its i18n key `namespace:key` for fr/es. */
  title: { en: string; key: string };
  /** A CSS selector of the screen's key element, visible once it has loaded. */
  key: string;
  /** The path the browser ends on when the route redirects (a signed-in user at /auth goes home). */
  redirectsTo?: string;
  /** The same page as another entry (the 404 page under another path): checked there in every language and by axe. */
  duplicateOf?: string;
  /** A selector to click once the title shows (a tab of the screen), before looking for the key element. */
  click?: string;
}

const NOT_FOUND = { en: '404 Page Not Found', key: 'common:notFound.title' };
const ACCESS_DENIED = { en: 'Access Denied', key: 'pages:accessDenied.title' };
const NOT_FOUND_KEY = '.ant-result a[href="/"], .ant-result button';
const tid = (id: string) => `[data-testid="${id}"]`;

/** What a visitor sees: the visitor table, 404 for the signed-in-only routes and for unknown paths. */
const VISITOR_SCREENS: Screen[] = [
  { name: 'landing', path: '/', title: { en: 'Know every carrier before you book the load', key: 'landing:hero.title' }, key: 'a[href="/auth"]' },
  { name: 'auth', path: '/auth', title: { en: 'Welcome back', key: 'auth:signIn.title' }, key: 'input[type="password"]' },
  { name: 'demo', path: '/demo', title: { en: 'LogiScope Platform Demo', key: 'pages:demo.title' }, key: 'main' },
  { name: 'freightguard-demo', path: '/freightguard-demo', title: { en: 'Comprehensive FreightGuard Reports', key: 'freightguard:title' }, key: tid('fg-new-report') },
  { name: 'broker-dashboard', path: '/broker-dashboard', title: { en: 'Broker Intelligence Dashboard', key: 'pages:brokerDashboard.title' }, key: tid('dashboard-sample') },
  { name: 'equipment-tracker', path: '/equipment-tracker', title: { en: 'Equipment & Fleet Tracker', key: 'pages:equipmentTracker.title' }, key: tid('equipment-card') },
  { name: 'fmcsa-integration', path: '/fmcsa-integration', title: { en: 'FMCSA Lookup', key: 'pages:fmcsaIntegration.title' }, key: tid('fmcsa-sample-notice') },
  { name: 'carrier-profile', path: '/fulger-transport', title: { en: 'Carrier Intelligence Profile', key: 'pages:carrierProfile.title' }, key: tid('profile-sample') },
  { name: 'compliance-generator', path: '/compliance-generator', title: { en: 'Compliance Document Generator', key: 'pages:complianceGenerator.title' }, key: tid('compliance-documents') },
  { name: 'respond', path: (f: ScreenFixtures) => `/respond/${f.responseId}`, title: { en: 'Carrier Response Portal', key: 'reports:portal.title' }, key: tid('portal-report') },
  { name: 'respond-unknown', path: '/respond/no-such-report-response-id', title: { en: 'Report Not Found', key: 'reports:portal.notFound' }, key: tid('portal-not-found') },
  { name: 'verify', path: (f: ScreenFixtures) => `/verify/${f.certificateCode}`, title: { en: 'Certificate Verification', key: 'compliance:verify.title' }, key: tid('certificate-record') },
  { name: 'verify-unknown', path: '/verify/LS-0000-0000-0000', title: { en: 'Certificate Verification', key: 'compliance:verify.title' }, key: tid('certificate-not-found') },
  { name: 'verify-vetting', path: (f: ScreenFixtures) => `/verify/${f.vettingCode}`, title: { en: 'Load Vetting Record', key: 'compliance:vetting.verify.title' }, key: tid('vetting-record') },
  { name: 'verify-vetting-unknown', path: '/verify/LV-0000-0000-0000', title: { en: 'Load Vetting Record', key: 'compliance:vetting.verify.title' }, key: tid('vetting-not-found') },
  { name: 'set-password', path: '/set-password?token=not-a-real-invitation', title: { en: 'Choose your password', key: 'team:setPassword.title' }, key: tid('set-password') },
  { name: 'auth-forgot', path: '/auth?mode=forgot', title: { en: 'Reset your password', key: 'auth:forgotPassword.title' }, key: tid('forgot-password-email') },
  { name: 'reset-password', path: '/reset-password?token=not-a-real-reset-link', title: { en: 'Choose a new password', key: 'auth:resetPassword.title' }, key: tid('reset-password') },
  // Spec 001: anyone but an ADMIN, "or no user", sees 'Access Denied' at /login-tracking (issue 14).
  { name: 'login-tracking-denied', path: '/login-tracking', title: ACCESS_DENIED, key: '.ant-result-403' },
  // Other signed-in routes do not exist for a visitor (spec: any other path shows the not-found screen).
  { name: 'unknown-404', path: '/no-such-page', title: NOT_FOUND, key: NOT_FOUND_KEY },
  ...(['/search', '/control-panel', '/carrier/demo', '/subscription', '/subscription/checkout/cs_sandbox_x', '/freightguard', '/datasets', '/load-vetting'] as const).map((path) => ({
    name: `${path.slice(1).split('/').slice(0, 2).join('-')}-404`,
    path,
    title: NOT_FOUND,
    key: NOT_FOUND_KEY,
    duplicateOf: 'visitor-unknown-404',
  })),
].map((screen) => ({ ...screen, state: 'visitor' as const, name: `visitor-${screen.name}` }));

/**
 * What a signed-in member sees: the signed-in table (decisions 2 and 6 add the live tools), 404 for the visitor-only
 * routes. A USER is walked where the roles differ (login tracking, the control panel, the subscription and its
 * checkout), an ADMIN everywhere.
 */
function signedInScreens(state: 'USER' | 'ADMIN'): Screen[] {
  const screens: (Omit<Screen, 'state'> & { roles?: 'both' })[] = [
    { name: 'dashboard', path: '/', title: { en: 'Find and vet carriers in seconds', key: 'dashboard:hero.title' }, key: tid('home-search-card') },
    { name: 'auth-redirect', path: '/auth', title: { en: 'Find and vet carriers in seconds', key: 'dashboard:hero.title' }, key: tid('home-search-card'), redirectsTo: '/' },
    { name: 'search', path: '/search', title: { en: 'Advanced Carrier Search', key: 'pages:search.title' }, key: 'form' },
    { name: 'demo', path: '/demo', title: { en: 'LogiScope Platform Demo', key: 'pages:demo.title' }, key: 'main' },
    { name: 'control-panel', path: '/control-panel', title: { en: 'Control Panel', key: 'controlPanel:title' }, key: tid('control-panel-tabs'), roles: 'both' },
    state === 'ADMIN'
      ? { name: 'login-tracking', path: '/login-tracking', title: { en: 'Security & Login Tracking', key: 'loginTracking:title' }, key: tid('login-live') }
      : { name: 'login-tracking-denied', path: '/login-tracking', title: ACCESS_DENIED, key: '.ant-result-403', roles: 'both' },
    { name: 'carrier', path: (f: ScreenFixtures) => `/carrier/${encodeURIComponent(f.carrierId)}`, title: { en: '', key: '' }, key: tid('carrier-tabs') },
    { name: 'carrier-sample', path: '/carrier/demo', title: { en: '', key: '' }, key: tid('carrier-tabs') },
    { name: 'carrier-unknown', path: '/carrier/999999999', title: { en: 'Carrier not found.', key: 'carrierDetail:notFound' }, key: '.ant-result' },
    { name: 'subscription', path: '/subscription', title: { en: 'Subscription', key: 'pages:subscription.title' }, key: tid('current-plan'), roles: 'both' },
    state === 'ADMIN'
      ? { name: 'subscription-checkout', path: (f: ScreenFixtures) => `/subscription/checkout/${f.checkoutId}`, title: { en: 'Checkout', key: 'subscription:checkout.title' }, key: tid('sandbox-pay'), roles: 'both' }
      : { name: 'subscription-checkout-unknown', path: '/subscription/checkout/cs_sandbox_unknown', title: { en: 'Checkout not found', key: 'subscription:checkout.notFound' }, key: '.ant-result-404', roles: 'both' },
    { name: 'freightguard', path: '/freightguard', title: { en: 'Comprehensive FreightGuard Reports', key: 'freightguard:title' }, key: tid('fg-filter-status') },
    { name: 'compliance-generator', path: '/compliance-generator', title: { en: 'Compliance Document Generator', key: 'pages:complianceGenerator.title' }, key: tid('compliance-generate') },
    { name: 'fmcsa-integration', path: '/fmcsa-integration', title: { en: 'FMCSA Lookup', key: 'pages:fmcsaIntegration.title' }, key: tid('fmcsa-footer') },
    // The data sets are for the platform operator: a company's USER and ADMIN are denied (web/test/datasets.e2e.spec.ts walks the operator's screen).
    { name: 'datasets-denied', path: '/datasets', title: { en: 'Access Denied', key: 'datasets:denied.title' }, key: '.ant-result-403', roles: 'both' },
    { name: 'equipment-tracker', path: '/equipment-tracker', title: { en: 'Equipment & Fleet Tracker', key: 'pages:equipmentTracker.title' }, key: tid('equipment-count') },
    { name: 'broker-dashboard', path: '/broker-dashboard', title: { en: 'Broker Intelligence Dashboard', key: 'pages:brokerDashboard.title' }, key: tid('dashboard-live') },
    { name: 'carrier-profile', path: '/fulger-transport', title: { en: 'Carrier Intelligence Profile', key: 'pages:carrierProfile.title' }, key: tid('carrier-picker') },
    { name: 'respond', path: (f: ScreenFixtures) => `/respond/${f.responseId}`, title: { en: 'Carrier Response Portal', key: 'reports:portal.title' }, key: tid('portal-report') },
    { name: 'verify', path: (f: ScreenFixtures) => `/verify/${f.certificateCode}`, title: { en: 'Certificate Verification', key: 'compliance:verify.title' }, key: tid('certificate-record') },
    { name: 'verify-vetting', path: (f: ScreenFixtures) => `/verify/${f.vettingCode}`, title: { en: 'Load Vetting Record', key: 'compliance:vetting.verify.title' }, key: tid('vetting-record') },
    { name: 'load-vetting', path: '/load-vetting', title: { en: 'Load Vetting History', key: 'compliance:vetting.history.title' }, key: tid('vetting-list'), roles: 'both' },
    { name: 'set-password', path: '/set-password?token=not-a-real-invitation', title: { en: 'Choose your password', key: 'team:setPassword.title' }, key: tid('set-password') },
    { name: 'reset-password', path: '/reset-password?token=not-a-real-reset-link', title: { en: 'Choose a new password', key: 'auth:resetPassword.title' }, key: tid('reset-password') },
    // Visitor-only routes do not exist signed in.
    // The tabs, whose forms and tables the screen's first view does not show.
    ...(['team', 'subscription', 'usage', 'verdict-rules', 'account'] as const).map((tab) => ({
      name: `control-panel-${tab}`,
      path: `/control-panel?tab=${tab}`,
      title: { en: 'Control Panel', key: 'controlPanel:title' },
      key: '[role="tabpanel"][aria-hidden="false"]',
    })),
    ...(['overview', 'equipment', 'safety', 'notes', 'reports', 'certificates'] as const).map((tab) => ({
      name: `carrier-${tab}`,
      path: (f: ScreenFixtures) => `/carrier/${encodeURIComponent(f.carrierId)}`,
      title: { en: '', key: '' },
      click: `.ant-tabs-tab[data-node-key="${tab}"]`,
      key: '[role="tabpanel"][aria-hidden="false"]',
    })),
    { name: 'unknown-404', path: '/no-such-page', title: NOT_FOUND, key: NOT_FOUND_KEY },
    { name: 'freightguard-demo-404', path: '/freightguard-demo', title: NOT_FOUND, key: NOT_FOUND_KEY, duplicateOf: 'admin-unknown-404' },
  ];
  return screens
    .filter(({ roles }) => state === 'ADMIN' || roles === 'both')
    .map(({ roles: _roles, ...screen }) => ({ ...screen, state, name: `${state.toLowerCase()}-${screen.name}` }));
}

/** Every screen to walk: visitor, USER and ADMIN. */
export const SCREENS: readonly Screen[] = [...VISITOR_SCREENS, ...signedInScreens('USER'), ...signedInScreens('ADMIN')];

export const screenPath = (screen: Screen, fixtures: ScreenFixtures): string => (typeof screen.path === 'function' ? screen.path(fixtures) : screen.path);

const LOCALES = join(__dirname, '..', '..', 'src', 'i18n', 'locales');
const catalogues = new Map<string, Record<string, unknown>>();

/** The text of an i18n key (`namespace:dotted.key`) in a language, from the app's own locale files. */
export function translation(language: Language, key: string): string {
  const [namespace, path] = key.split(':');
  const file = `${language}/${namespace}`;
  if (!catalogues.has(file)) catalogues.set(file, JSON.parse(readFileSync(join(LOCALES, `${file}.json`), 'utf8')) as Record<string, unknown>);
  const value = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogues.get(file));
  if (typeof value !== 'string') throw new Error(`No ${language} translation for ${key}`);
  return value;
}

/** The title a screen shows in a language ('' when the title is data, e.g. a carrier's name). */
export const screenTitle = (screen: Screen, language: Language): string => (language === 'en' || !screen.title.key ? screen.title.en : translation(language, screen.title.key));

/** Signs the context in (its pages share the cookie) as the demo company's USER or ADMIN; a visitor stays signed out. */
export async function signInAs(context: BrowserContext, server: RunningServer, state: ScreenState): Promise<void> {
  if (state === 'visitor') return;
  const res = await context.request.post('/api/auth/login', { data: demoAccount(server, state) });
  if (res.status() !== 200) throw new Error(`Signing in as the demo ${state} answered ${res.status()}: ${await res.text()}`);
}

/** The language the app starts in on this context's next page loads (i18next reads localStorage 'i18nextLng'). */
export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await page.evaluate((lng) => window.localStorage.setItem('i18nextLng', lng), language);
}

async function ok<T>(request: APIRequestContext, method: 'get' | 'post', url: string, options: Parameters<APIRequestContext['post']>[1] = {}): Promise<T> {
  const res = await request[method](url, options);
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${url} answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * The real ids the dynamic routes need, made through the API as the demo ADMIN on a server with demo carriers
 * (CARRIER_DATA_DEMO_ROWS > 0) and the sandbox payment provider: a carrier, a report filed on it, a certificate
 * issued for it, a load vetted with it, and a checkout session.
 */
export async function prepareFixtures(request: APIRequestContext, server: RunningServer): Promise<ScreenFixtures> {
  await ok(request, 'post', '/api/auth/login', { data: demoAccount(server, 'ADMIN') });
  const { carriers } = await ok<{ carriers: { id: string }[] }>(request, 'get', '/api/carriers/search', { params: { q: 'trucking', page: '1', pageSize: '5' } });
  if (!carriers[0]) throw new Error('No demo carrier answers "trucking": start the server with CARRIER_DATA_DEMO_ROWS');
  const carrierId = carriers[0].id;
  const report = await ok<{ responseLink?: string }>(request, 'post', `/api/carriers/${encodeURIComponent(carrierId)}/reports`, {
    data: { reportType: 'NEGATIVE', rating: 2, comments: 'Arrived four hours late without calling ahead.' },
  });
  if (!report.responseLink) throw new Error('A NEGATIVE report answered no response link');
  const certificate = await ok<{ code: string }>(request, 'post', `/api/carriers/${encodeURIComponent(carrierId)}/certificates`);
  const vetting = await ok<{ code: string }>(request, 'post', `/api/carriers/${encodeURIComponent(carrierId)}/vettings`, { data: { loadReference: 'WALK-1', lane: 'Chicago, IL → Dallas, TX' } });
  const checkout = await ok<{ checkoutUrl: string }>(request, 'post', '/api/subscription/create');
  return {
    carrierId,
    responseId: report.responseLink.split('/respond/')[1],
    certificateCode: certificate.code,
    vettingCode: vetting.code,
    checkoutId: new URL(checkout.checkoutUrl, server.baseUrl).pathname.split('/').pop()!,
  };
}
