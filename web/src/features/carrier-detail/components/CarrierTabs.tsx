import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';

export const CARRIER_TABS = ['logiscope', 'overview', 'equipment', 'safety', 'notes', 'reports', 'certificates'] as const;
export type CarrierTab = (typeof CARRIER_TABS)[number];

/** The seven carrier tabs; the first (LogiScope) is the default. */
export function CarrierTabs({ render }: { render: (tab: CarrierTab) => ReactNode }) {
  const { t } = useTranslation('carrierDetail');
  return (
    <Tabs
      defaultActiveKey="logiscope"
      size="large"
      items={CARRIER_TABS.map((tab) => ({ key: tab, label: t(`tabs.${tab}`), children: render(tab) }))}
      data-testid="carrier-tabs"
    />
  );
}
