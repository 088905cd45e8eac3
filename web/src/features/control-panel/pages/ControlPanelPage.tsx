import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';
import { AccountTab } from '../components/AccountTab';
import { TeamTab } from '../components/TeamTab';
import { SubscriptionTab } from '../../subscription/components/SubscriptionTab';
import { VerdictRulesTab } from '../components/VerdictRulesTab';

/** The control panel's tabs; `?tab=<key>` opens one. */
const TABS = [
  { key: 'verdict-rules', labelKey: 'tabs.verdictRules', render: () => <VerdictRulesTab /> },
  { key: 'team', labelKey: 'team:tabs.team', render: () => <TeamTab /> },
  { key: 'subscription', labelKey: 'subscription:tab', render: () => <SubscriptionTab /> },
  { key: 'account', labelKey: 'team:tabs.account', render: () => <AccountTab /> },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** /control-panel: the company's settings, one tab each. */
export function ControlPanelPage() {
  const { t } = useTranslation(['controlPanel', 'team', 'subscription']);
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const active: TabKey = TABS.find((tab) => tab.key === asked)?.key ?? TABS[0].key;
  return (
    <ScreenPage title={t('title')} description={t('description')}>
      <Tabs
        activeKey={active}
        onChange={(key) => setSearchParams({ tab: key }, { replace: true })}
        items={TABS.map((tab) => ({ key: tab.key, label: t(tab.labelKey), children: tab.render() }))}
        data-testid="control-panel-tabs"
      />
    </ScreenPage>
  );
}
