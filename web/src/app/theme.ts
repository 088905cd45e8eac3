import type { ThemeConfig } from 'antd';

export const BRAND_BLUE = '#1d4ed8';
export const BRAND_NAVY = '#0b1b3f';

/**
 * Secondary text at 4.5:1 or more on white and on the page's #f5f7fb (WCAG 2.1 AA 1.4.3, checked by axe in the route
 * walk): antd's defaults (black at 45% and 25%) read 3.3:1 and 1.6:1.
 */
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.62)';

/**
 * Tag text on its light tint at 4.5:1 or more: antd draws a preset tag in the palette's 7th shade and a status tag in
 * the status colour itself, too light for green, gold, orange, volcano, cyan, lime, yellow, success and warning.
 */
const READABLE_TAGS = {
  green7: '#237804',
  gold7: '#874d00',
  orange7: '#873800',
  volcano7: '#ad2102',
  cyan7: '#006d75',
  lime7: '#3f6600',
  yellow7: '#614700',
  colorSuccess: '#237804',
  colorWarning: '#874d00',
} as const;

/**
 * A primary button under the mouse or pressed gets darker, not lighter: antd derives a lighter hover blue from the brand
 * blue (#4373e6), on which white text reads 4.3:1 (axe's colour-contrast on the demo's chosen slide button). These read
 * 8.7:1 and 10.4:1; links and default buttons take the same blues for their text and borders.
 */
const PRIMARY_HOVER = '#1e40af';
const PRIMARY_ACTIVE = '#1e3a8a';

/** antd's error red (#ff4d4f) reads 3.3:1 on white: danger buttons and form errors use a darker red. */
const ERROR_RED = '#cf1322';

export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_BLUE,
    colorPrimaryHover: PRIMARY_HOVER,
    colorPrimaryActive: PRIMARY_ACTIVE,
    colorLinkHover: PRIMARY_HOVER,
    colorLinkActive: PRIMARY_ACTIVE,
    colorInfo: BRAND_BLUE,
    colorError: ERROR_RED,
    colorTextTertiary: SECONDARY_TEXT,
    colorTextDescription: SECONDARY_TEXT,
    colorTextPlaceholder: SECONDARY_TEXT,
    borderRadius: 8,
    fontFamily:
      "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { bodyBg: '#f5f7fb' },
    Menu: { itemPaddingInline: 14 },
    Tag: READABLE_TAGS,
  },
};
