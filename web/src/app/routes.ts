import { matchPath } from 'react-router';
import { loginRedirect, logoutRedirect } from '@logiscope/proto/http/auth-routes';
import type { SessionState } from '../features/auth/auth.session';

/** Every screen of the app; router.tsx maps each to its (lazy) page component. */
export type ScreenKey =
  | 'dashboard'
  | 'landing'
  | 'auth'
  | 'search'
  | 'demo'
  | 'controlPanel'
  | 'loginTracking'
  | 'carrier'
  | 'subscription'
  | 'subscriptionCheckout'
  | 'freightguard'
  | 'freightguardDemo'
  | 'brokerDashboard'
  | 'equipmentTracker'
  | 'fmcsaIntegration'
  | 'datasets'
  | 'carrierProfile'
  | 'complianceGenerator'
  | 'loadVettings'
  | 'respond'
  | 'verifyCertificate'
  | 'setPassword'
  | 'resetPassword';

/** 'app' = signed-in shell with the header; 'public' = visitor shell; 'bare' = the page draws its own chrome. */
export type LayoutKey = 'app' | 'public' | 'bare';

export interface RouteEntry {
  path: string;
  screen: ScreenKey;
  layout: LayoutKey;
}

export const PATHS = {
  home: '/',
  auth: '/auth',
  search: '/search',
  demo: '/demo',
  controlPanel: '/control-panel',
  loginTracking: '/login-tracking',
  carrier: '/carrier/:id',
  sampleCarrier: '/carrier/demo',
  subscription: '/subscription',
  /** The sandbox payment provider's checkout page (PAYMENT_PROVIDER=sandbox). */
  subscriptionCheckout: '/subscription/checkout/:id',
  freightguard: '/freightguard',
  freightguardDemo: '/freightguard-demo',
  brokerDashboard: '/broker-dashboard',
  equipmentTracker: '/equipment-tracker',
  fmcsaIntegration: '/fmcsa-integration',
  /** FMCSA data sets and the daily refresh: platform operators (others see Access Denied). */
  datasets: '/datasets',
  carrierProfile: '/fulger-transport',
  complianceGenerator: '/compliance-generator',
  /** The company's load vetting records (issue 24 §4): signed in only. */
  loadVettings: '/load-vetting',
  respond: '/respond/:reportId',
  verifyCertificate: '/verify/:code',
  setPassword: '/set-password',
  /** The password reset e-mail's link (`?token=`). */
  resetPassword: '/reset-password',
} as const;

/** Full page loads handled by the gateway: the declared logoutRedirect and loginRedirect operations (GET, 302). */
export const SERVER_PATHS = { logout: logoutRedirect.path, login: loginRedirect.path } as const;

/** A screen shown at the path of its own name (`PATHS[screen]`). */
type OwnPathScreen = ScreenKey & keyof typeof PATHS;

/** Screens at their own paths, in one layout, in the order given (the order routes are matched in). */
const atOwnPaths = (layout: LayoutKey, screens: readonly OwnPathScreen[]): RouteEntry[] => screens.map((screen) => ({ path: PATHS[screen], screen, layout }));

/** Screens for everyone, in the signed-in shell or the visitor's. */
const FOR_EVERYONE = [
  'respond',
  // A due-diligence certificate's or a load vetting record's public check: for everyone, like the response portal.
  'verifyCertificate',
  // The invitation e-mail's link: an added member chooses a password (whoever is signed in on this browser).
  'setPassword',
  // The password reset e-mail's link: a new password for the link's account (whoever is signed in on this browser).
  'resetPassword',
] as const satisfies readonly OwnPathScreen[];

/**
 * Signed in: the spec's table, plus /compliance-generator (decided reachable both ways) and the FMCSA lookup,
 * equipment tracker, broker dashboard and carrier intelligence profile, which show live data to signed-in users
 * (README decision 6) and sample data to visitors.
 */
export const SIGNED_IN_ROUTES: readonly RouteEntry[] = [
  { path: PATHS.home, screen: 'dashboard', layout: 'app' },
  ...atOwnPaths('app', [
    'search', 'demo', 'controlPanel', 'loginTracking', 'carrier', 'subscription', 'subscriptionCheckout', 'freightguard',
    'complianceGenerator', 'loadVettings', 'fmcsaIntegration', 'datasets', 'equipmentTracker', 'brokerDashboard', 'carrierProfile',
    ...FOR_EVERYONE,
  ]),
];

export const VISITOR_ROUTES: readonly RouteEntry[] = [
  { path: PATHS.home, screen: 'landing', layout: 'bare' },
  { path: PATHS.auth, screen: 'auth', layout: 'bare' },
  ...atOwnPaths('public', [
    'demo', 'freightguardDemo', 'brokerDashboard', 'equipmentTracker', 'fmcsaIntegration', 'carrierProfile', 'complianceGenerator',
    // Not in the visitor table, but the second document says anyone but an ADMIN, "or no user", sees 'Access Denied'
    // there (issue 14 keeps that reading): the same screen, which denies a visitor as it denies a USER.
    'loginTracking',
    ...FOR_EVERYONE,
  ]),
];

/** A signed-in user who opens /auth is sent home. */
export const SIGNED_IN_REDIRECTS: Readonly<Record<string, string>> = { [PATHS.auth]: PATHS.home };

/** What the app shows for a session state, before looking at the path. */
export type Gate = { kind: 'spinner' } | { kind: 'companySetup' } | { kind: 'secondFactorSetup' } | { kind: 'routes'; routes: readonly RouteEntry[]; redirects: Readonly<Record<string, string>> };

export function gateFor(state: SessionState): Gate {
  switch (state) {
    case 'loading':
      return { kind: 'spinner' };
    case 'onboarding':
      return { kind: 'companySetup' };
    case 'secondFactorSetup':
      return { kind: 'secondFactorSetup' };
    case 'signedIn':
      return { kind: 'routes', routes: SIGNED_IN_ROUTES, redirects: SIGNED_IN_REDIRECTS };
    case 'signedOut':
      return { kind: 'routes', routes: VISITOR_ROUTES, redirects: {} };
    default: {
      const unreachable: never = state;
      throw new Error(`Unknown session state ${String(unreachable)}`);
    }
  }
}

export type Resolution =
  | { kind: 'spinner' }
  | { kind: 'companySetup' }
  | { kind: 'secondFactorSetup' }
  | { kind: 'redirect'; to: string }
  | { kind: 'screen'; screen: ScreenKey; layout: LayoutKey }
  | { kind: 'notFound' };

/** Which screen a path shows in a session state: the same decision the router makes, as a pure function. */
export function resolveRoute(state: SessionState, pathname: string): Resolution {
  const gate = gateFor(state);
  if (gate.kind !== 'routes') return gate;
  const redirect = Object.entries(gate.redirects).find(([path]) => matchPath({ path, end: true }, pathname));
  if (redirect) return { kind: 'redirect', to: redirect[1] };
  const entry = gate.routes.find((route) => matchPath({ path: route.path, end: true }, pathname));
  return entry ? { kind: 'screen', screen: entry.screen, layout: entry.layout } : { kind: 'notFound' };
}
