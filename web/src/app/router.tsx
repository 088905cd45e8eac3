import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useSession } from '../features/auth/hooks/useSession';
import type { User } from '../features/auth/auth.types';
import { FullPageSpinner } from '../shared/ui/FullPageSpinner';
import { loadAllNamespaces } from '../i18n/i18n';
import { gateFor, type RouteEntry, type ScreenKey } from './routes';

/** React.lazy for a named export (with that component's props); `allTexts` waits for every i18n namespace too. */
function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K, allTexts = true): LazyExoticComponent<ComponentType<PropsOf<M[K]>>> {
  return lazy(async () => {
    const [module] = await Promise.all([load(), allTexts ? loadAllNamespaces() : undefined]);
    return { default: module[name] as ComponentType<PropsOf<M[K]>> };
  });
}
type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/*
 * A visitor's first screens (landing, /auth, 404) come with the first i18n namespaces only; the shells and the
 * company setup dialog are lazy too: issue 14's first-load budget (web/test/first-load.e2e.spec.ts).
 */
const AppLayout = lazyPage(() => import('../shared/layout/AppLayout'), 'AppLayout');
const CompanySetupScreen = lazyPage(() => import('../features/company-setup/components/CompanySetupScreen'), 'CompanySetupScreen');
const SecondFactorSetupScreen = lazyPage(() => import('../features/second-factor/components/SecondFactorSetupScreen'), 'SecondFactorSetupScreen');
const NotFoundPage = lazyPage(() => import('../shared/ui/NotFoundPage'), 'NotFoundPage', false);
const PublicLayout = lazyPage(() => import('../shared/layout/PublicLayout'), 'PublicLayout', false);

/** Every screen, each in its own chunk. */
const SCREENS: Record<ScreenKey, LazyExoticComponent<ComponentType>> = {
  dashboard: lazyPage(() => import('../features/dashboard/pages/DashboardPage'), 'DashboardPage'),
  landing: lazyPage(() => import('../features/landing/pages/LandingPage'), 'LandingPage', false),
  auth: lazyPage(() => import('../features/auth/pages/AuthPage'), 'AuthPage', false),
  search: lazyPage(() => import('../features/carrier-search/pages/AdvancedSearchPage'), 'AdvancedSearchPage'),
  demo: lazyPage(() => import('../features/demo/pages/DemoPage'), 'DemoPage'),
  controlPanel: lazyPage(() => import('../features/control-panel/pages/ControlPanelPage'), 'ControlPanelPage'),
  loginTracking: lazyPage(() => import('../features/login-tracking/pages/LoginTrackingPage'), 'LoginTrackingPage'),
  carrier: lazyPage(() => import('../features/carrier-detail/pages/CarrierDetailPage'), 'CarrierDetailPage'),
  subscription: lazyPage(() => import('../features/subscription/pages/SubscriptionPage'), 'SubscriptionPage'),
  subscriptionCheckout: lazyPage(() => import('../features/subscription/pages/SandboxCheckoutPage'), 'SandboxCheckoutPage'),
  freightguard: lazyPage(() => import('../features/freightguard/pages/FreightGuardPage'), 'FreightGuardPage'),
  freightguardDemo: lazyPage(() => import('../features/freightguard/pages/FreightGuardDemoPage'), 'FreightGuardDemoPage'),
  brokerDashboard: lazyPage(() => import('../features/broker-dashboard/pages/BrokerDashboardPage'), 'BrokerDashboardPage'),
  equipmentTracker: lazyPage(() => import('../features/equipment-tracker/pages/EquipmentTrackerPage'), 'EquipmentTrackerPage'),
  fmcsaIntegration: lazyPage(() => import('../features/fmcsa-lookup/pages/FmcsaLookupPage'), 'FmcsaLookupPage'),
  datasets: lazyPage(() => import('../features/datasets/pages/DatasetsPage'), 'DatasetsPage'),
  carrierProfile: lazyPage(() => import('../features/carrier-profile/pages/CarrierProfilePage'), 'CarrierProfilePage'),
  complianceGenerator: lazyPage(() => import('../features/compliance-generator/pages/ComplianceGeneratorPage'), 'ComplianceGeneratorPage'),
  loadVettings: lazyPage(() => import('../features/load-vetting/pages/LoadVettingHistoryPage'), 'LoadVettingHistoryPage'),
  respond: lazyPage(() => import('../features/carrier-response/pages/CarrierResponsePage'), 'CarrierResponsePage'),
  verifyCertificate: lazyPage(() => import('../features/certificate-verify/pages/VerifyCertificatePage'), 'VerifyCertificatePage'),
  setPassword: lazyPage(() => import('../features/set-password/pages/SetPasswordPage'), 'SetPasswordPage'),
  resetPassword: lazyPage(() => import('../features/reset-password/pages/ResetPasswordPage'), 'ResetPasswordPage'),
};

function screenRoute(entry: RouteEntry) {
  const Screen = SCREENS[entry.screen];
  return <Route key={`${entry.layout}:${entry.path}`} path={entry.path} element={<Screen />} />;
}

function SignedInRoutes({ user, routes, redirects }: { user: User; routes: readonly RouteEntry[]; redirects: Readonly<Record<string, string>> }) {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        {Object.entries(redirects).map(([from, to]) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route element={<AppLayout user={user} />}>
          {routes.map(screenRoute)}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

function VisitorRoutes({ routes }: { routes: readonly RouteEntry[] }) {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        {routes.filter((route) => route.layout === 'bare').map(screenRoute)}
        <Route element={<PublicLayout />}>
          {routes.filter((route) => route.layout !== 'bare').map(screenRoute)}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

/**
 * The session gate and route tables (see routes.ts): a spinner while the session loads, the company setup
 * dialog instead of any route while onboarding, otherwise the signed-in or visitor table; anything else 404.
 */
export function AppRouter() {
  const { state, user } = useSession();
  const gate = gateFor(state);
  switch (gate.kind) {
    case 'spinner':
      return <FullPageSpinner />;
    case 'companySetup':
      return user ? (
        <Suspense fallback={<FullPageSpinner />}>
          <CompanySetupScreen user={user} />
        </Suspense>
      ) : (
        <FullPageSpinner />
      );
    case 'secondFactorSetup':
      return user ? (
        <Suspense fallback={<FullPageSpinner />}>
          <SecondFactorSetupScreen user={user} />
        </Suspense>
      ) : (
        <FullPageSpinner />
      );
    case 'routes':
      return user ? <SignedInRoutes user={user} routes={gate.routes} redirects={gate.redirects} /> : <VisitorRoutes routes={gate.routes} />;
    default: {
      const unreachable: never = gate;
      return unreachable;
    }
  }
}
