import { PATHS } from '../../app/routes';

export interface NavItem {
  path: string;
  /** i18n key in the navigation namespace */
  labelKey: string;
}

/** The header links of the spec, in order (the sample report at /carrier/demo is linked from the dashboard). */
// `as const`: each labelKey stays a literal, so the key-usage check sees which navigation keys are used.
export const NAV_ITEMS = [
  { path: PATHS.home, labelKey: 'home' },
  { path: PATHS.demo, labelKey: 'demo' },
  { path: PATHS.search, labelKey: 'advancedSearch' },
  { path: PATHS.controlPanel, labelKey: 'controlPanel' },
  { path: PATHS.complianceGenerator, labelKey: 'complianceGenerator' },
  { path: PATHS.freightguard, labelKey: 'freightguard' },
  { path: PATHS.subscription, labelKey: 'subscription' },
] as const satisfies readonly NavItem[];

/** The nav item to highlight for a path: '/' only on the dashboard itself, others also on sub-paths. */
export function activeNavPath(pathname: string): string | undefined {
  const match = NAV_ITEMS.filter((item) =>
    item.path === '/' ? pathname === '/' : pathname === item.path || pathname.startsWith(`${item.path}/`),
  ).sort((a, b) => b.path.length - a.path.length)[0];
  return match?.path;
}
