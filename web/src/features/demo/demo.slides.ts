import type { Language } from '../../i18n/languages';

/** The demo's slides in order; each is a screen of LogiScope, its screenshot captured by scripts/capture-demo-screenshots.mjs. */
export const DEMO_SLIDE_IDS = ['welcome', 'advanced-search', 'intelligence-report', 'contact-search', 'compliance-generator', 'team', 'live-integration'] as const;
export type DemoSlideId = (typeof DEMO_SLIDE_IDS)[number];

/** How long each slide shows while playing: the spec's 3000 to 4000 ms, longer for the busier screens. */
export const DEMO_SLIDE_DURATIONS_MS: Readonly<Record<DemoSlideId, number>> = {
  welcome: 3000,
  'advanced-search': 4000,
  'intelligence-report': 4000,
  'contact-search': 3500,
  'compliance-generator': 3500,
  team: 3000,
  'live-integration': 3500,
};

/** The player's tick (spec: 100 ms). */
export const DEMO_TICK_MS = 100;

/** The six features of the Platform Features card, in the spec's order. */
export const DEMO_FEATURE_IDS = ['multiFieldSearch', 'intelligenceReports', 'complianceGenerator', 'unlimitedTeam', 'contactSearch', 'liveFmcsa'] as const;
export type DemoFeatureId = (typeof DEMO_FEATURE_IDS)[number];

/**
 * Where a slide's screenshot is served from (web/public/demo-slides/). Not web/public/demo/: a folder named like the
 * /demo route makes the static server answer /demo with a redirect to /demo/.
 */
export const DEMO_IMAGE_ROOT = 'demo-slides';
export const demoSlideImage = (language: Language, slide: DemoSlideId): string => `/${DEMO_IMAGE_ROOT}/${language}/${slide}.jpg`;

/** Captured size of every screenshot (the <img> reserves it, so the layout does not jump while one loads). */
export const DEMO_IMAGE_SIZE = { width: 1024, height: 640 } as const;
