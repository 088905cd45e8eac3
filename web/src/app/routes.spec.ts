import { SIGNED_IN_ROUTES, VISITOR_ROUTES, gateFor, resolveRoute } from './routes';

describe('route tables', () => {
  it("should match the spec's signed-in table (plus /compliance-generator, the load vetting history and the live FMCSA lookup, equipment tracker, broker dashboard and carrier profile)", () => {
    expect(SIGNED_IN_ROUTES.map((route) => route.path)).toEqual([
      '/',
      '/search',
      '/demo',
      '/control-panel',
      '/login-tracking',
      '/carrier/:id',
      '/subscription',
      '/subscription/checkout/:id',
      '/freightguard',
      '/compliance-generator',
      '/load-vetting',
      '/fmcsa-integration',
      '/datasets',
      '/equipment-tracker',
      '/broker-dashboard',
      '/fulger-transport',
      '/respond/:reportId',
      '/verify/:code',
      '/set-password',
      '/reset-password',
    ]);
  });

  it("should match the spec's visitor table", () => {
    expect(VISITOR_ROUTES.map((route) => route.path)).toEqual([
      '/',
      '/auth',
      '/demo',
      '/freightguard-demo',
      '/broker-dashboard',
      '/equipment-tracker',
      '/fmcsa-integration',
      '/fulger-transport',
      '/compliance-generator',
      '/login-tracking',
      '/respond/:reportId',
      '/verify/:code',
      '/set-password',
      '/reset-password',
    ]);
  });
});

describe('resolveRoute', () => {
  it('should show a spinner while the session loads, whatever the path', () => {
    expect(resolveRoute('loading', '/')).toEqual({ kind: 'spinner' });
    expect(resolveRoute('loading', '/nope')).toEqual({ kind: 'spinner' });
  });

  it('should show the company setup dialog instead of any route while onboarding', () => {
    for (const path of ['/', '/auth', '/search', '/respond/r1', '/nope']) {
      expect(resolveRoute('onboarding', path)).toEqual({ kind: 'companySetup' });
    }
  });

  it('should give a signed-in user the dashboard at / and send /auth home', () => {
    expect(resolveRoute('signedIn', '/')).toEqual({ kind: 'screen', screen: 'dashboard', layout: 'app' });
    expect(resolveRoute('signedIn', '/auth')).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveRoute('signedIn', '/carrier/demo')).toMatchObject({ kind: 'screen', screen: 'carrier' });
    expect(resolveRoute('signedIn', '/freightguard')).toMatchObject({ kind: 'screen', screen: 'freightguard' });
    expect(resolveRoute('signedIn', '/compliance-generator')).toMatchObject({ kind: 'screen', screen: 'complianceGenerator' });
    expect(resolveRoute('signedIn', '/load-vetting')).toEqual({ kind: 'screen', screen: 'loadVettings', layout: 'app' });
    expect(resolveRoute('signedIn', '/fmcsa-integration')).toEqual({ kind: 'screen', screen: 'fmcsaIntegration', layout: 'app' });
    expect(resolveRoute('signedIn', '/equipment-tracker')).toEqual({ kind: 'screen', screen: 'equipmentTracker', layout: 'app' });
    expect(resolveRoute('signedIn', '/broker-dashboard')).toEqual({ kind: 'screen', screen: 'brokerDashboard', layout: 'app' });
    expect(resolveRoute('signedIn', '/fulger-transport')).toEqual({ kind: 'screen', screen: 'carrierProfile', layout: 'app' });
  });

  it('should give a visitor the landing page at / and the visitor-only screens', () => {
    expect(resolveRoute('signedOut', '/')).toEqual({ kind: 'screen', screen: 'landing', layout: 'bare' });
    expect(resolveRoute('signedOut', '/auth')).toEqual({ kind: 'screen', screen: 'auth', layout: 'bare' });
    expect(resolveRoute('signedOut', '/freightguard-demo')).toMatchObject({ kind: 'screen', screen: 'freightguardDemo' });
    expect(resolveRoute('signedOut', '/compliance-generator')).toMatchObject({ kind: 'screen', screen: 'complianceGenerator' });
    expect(resolveRoute('signedOut', '/verify/LS-7K2M-9QXD-4TNB')).toMatchObject({ kind: 'screen', screen: 'verifyCertificate' });
    expect(resolveRoute('signedIn', '/verify/LS-7K2M-9QXD-4TNB')).toMatchObject({ kind: 'screen', screen: 'verifyCertificate' });
    // A load vetting record's code shows on the same public page; the history is the company's (a visitor: not found).
    expect(resolveRoute('signedOut', '/verify/LV-7K2M-9QXD-4TNB')).toMatchObject({ kind: 'screen', screen: 'verifyCertificate' });
    expect(resolveRoute('signedOut', '/load-vetting')).toEqual({ kind: 'notFound' });
    // Access Denied for a visitor, as for a USER (the screen decides; spec 001: "Anyone else, or no user").
    expect(resolveRoute('signedOut', '/login-tracking')).toEqual({ kind: 'screen', screen: 'loginTracking', layout: 'public' });
  });

  it('should show /respond/:reportId to everyone', () => {
    expect(resolveRoute('signedOut', '/respond/abc')).toMatchObject({ kind: 'screen', screen: 'respond' });
    expect(resolveRoute('signedIn', '/respond/abc')).toMatchObject({ kind: 'screen', screen: 'respond' });
  });

  it('should show 404 for paths outside the table of the session state', () => {
    expect(resolveRoute('signedOut', '/search')).toEqual({ kind: 'notFound' });
    expect(resolveRoute('signedOut', '/carrier/demo')).toEqual({ kind: 'notFound' });
    expect(resolveRoute('signedIn', '/freightguard-demo')).toEqual({ kind: 'notFound' });
    expect(resolveRoute('signedIn', '/no-such-page')).toEqual({ kind: 'notFound' });
    expect(resolveRoute('signedOut', '/respond')).toEqual({ kind: 'notFound' });
  });

  it('should map every state to a gate', () => {
    expect(gateFor('signedIn').kind).toBe('routes');
    expect(gateFor('signedOut').kind).toBe('routes');
  });
});
