import { Button, Result, Skeleton, Space, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';
import { useUnauthorizedEffect } from '../../../shared/hooks/useUnauthorizedEffect';
import { needsCompanySetup } from '../../auth/auth.session';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { AccountTab } from '../components/AccountTab';
import { AccountSetupRequired } from '../components/AccountSetupRequired';
import { CompanyTab } from '../components/CompanyTab';
import { CompanyTypeBadge } from '../components/CompanyTypeBadge';
import { ControlPanelStats } from '../components/ControlPanelStats';
import { TeamTab } from '../components/TeamTab';
import { UsageTab } from '../components/UsageTab';
import { SubscriptionTab } from '../../subscription/components/SubscriptionTab';
import { VerdictRulesTab } from '../components/VerdictRulesTab';
import { useGetCompanyProfileQuery } from '../company.api';
import type { CompanyProfileView } from '@logiscope/proto/views';

/** The control panel's tabs, the spec's four first; `?tab=<key>` opens one. */
const TABS = [
  { key: 'company', labelKey: 'tabs.company', render: (p: CompanyProfileView) => <CompanyTab profile={p} /> },
  { key: 'team', labelKey: 'team:tabs.team', render: () => <TeamTab /> },
  { key: 'subscription', labelKey: 'subscription:tab', render: () => <SubscriptionTab /> },
  { key: 'usage', labelKey: 'tabs.usage', render: () => <UsageTab /> },
  { key: 'verdict-rules', labelKey: 'tabs.verdictRules', render: () => <VerdictRulesTab /> },
  { key: 'account', labelKey: 'team:tabs.account', render: () => <AccountTab /> },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const isSetupRequired = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 403;

/** /control-panel: the company header with its type, the four stat cards, and the company's settings, one tab each. */
export function ControlPanelPage() {
  const { t } = useTranslation(['controlPanel', 'team', 'subscription']);
  const user = useCurrentUser();
  const setupNeeded = needsCompanySetup(user);
  const { data: profile, error, isLoading, refetch } = useGetCompanyProfileQuery(undefined, { skip: setupNeeded });
  useUnauthorizedEffect(error);
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const active: TabKey = TABS.find((tab) => tab.key === asked)?.key ?? TABS[0].key;

  if (setupNeeded || isSetupRequired(error)) {
    return (
      <ScreenPage title={t('title')}>
        <AccountSetupRequired />
      </ScreenPage>
    );
  }
  const title = profile ? (
    <Space wrap size="middle">
      {t('title')}
      <CompanyTypeBadge companyType={profile.company.companyType} />
    </Space>
  ) : (
    t('title')
  );
  return (
    <ScreenPage title={title} description={t('description')}>
      {isLoading ? <Skeleton active /> : null}
      {error && !profile ? <Result status="warning" title={t('loadFailed')} extra={<Button onClick={() => void refetch()}>{t('usage.retry')}</Button>} /> : null}
      {profile ? (
        <>
          <ControlPanelStats profile={profile} />
          <Tabs
            activeKey={active}
            onChange={(key) => setSearchParams({ tab: key }, { replace: true })}
            items={TABS.map((tab) => ({ key: tab.key, label: t(tab.labelKey), children: tab.render(profile) }))}
            data-testid="control-panel-tabs"
          />
        </>
      ) : null}
    </ScreenPage>
  );
}
