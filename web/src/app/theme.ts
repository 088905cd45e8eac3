import type { ThemeConfig } from 'antd';

export const BRAND_BLUE = '#1d4ed8';
export const BRAND_NAVY = '#0b1b3f';

export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_BLUE,
    colorInfo: BRAND_BLUE,
    borderRadius: 8,
    fontFamily:
      "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { bodyBg: '#f5f7fb' },
    Menu: { itemPaddingInline: 14 },
  },
};
