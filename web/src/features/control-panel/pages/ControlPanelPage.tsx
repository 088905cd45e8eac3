import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';
import { VerdictRulesTab } from '../components/VerdictRulesTab';

/** The control panel's tabs; `?tab=<key>` opens one. Team and subscription tabs come with the accounts issue. */
const TABS = [{ key: 'verdict-rules', labelKey: 'tabs.verdictRules', render: () => <VerdictRulesTab /> }] as const;
type TabKey = (typeof TABS)[number]['key'];

/** /control-panel: the company's settings, one tab each. */
export function ControlPanelPage() {
  const { t } = useTranslation('controlPanel');
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
