import { Alert, Card, Col, Empty, Row, Skeleton, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ops } from '@logiscope/proto/http';
import type { CarrierIntelligenceView } from '@logiscope/proto/views';
import { isServed } from '../../../api/operationRequest';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { PlannedFeature } from '../../../shared/ui/PlannedFeature';
import { useGetCarrierIntelligenceQuery } from '../../broker-dashboard/broker-dashboard.api';
import { useDashboardFormat } from '../../broker-dashboard/hooks/useDashboardFormat';
import { PlainList } from '../../broker-dashboard/components/PlainList';
import { liveProfile } from '../carrier-profile.model';
import { CarrierPicker } from './CarrierPicker';
import { CarrierProfileLayout } from './CarrierProfileLayout';

/** Signed in: the same layout for a real carrier chosen by search (?carrier=<DOT> keeps the choice in the address). */
export function LiveCarrierProfile() {
  const { t } = useTranslation('brokerDashboard');
  const [params, setParams] = useSearchParams();
  const carrierId = params.get('carrier') ?? '';
  if (!isServed(ops.getCarrierIntelligence)) return <PlannedFeature title={t('profile.liveTitle')} description={t('profile.liveNotice')} testId="profile-planned" />;
  return (
    <>
      <Alert type="info" showIcon title={t('profile.liveNotice')} style={{ marginBottom: 16 }} />
      <Card style={{ marginBottom: 16 }}>
        <CarrierPicker onPick={(id) => setParams({ carrier: id })} />
      </Card>
      {carrierId ? <ProfileOf carrierId={carrierId} /> : <Empty description={t('profile.choose')} data-testid="profile-choose" />}
    </>
  );
}

function ProfileOf({ carrierId }: { carrierId: string }) {
  const { t } = useTranslation('brokerDashboard');
  const errorText = useErrorText();
  const { data, error, isFetching } = useGetCarrierIntelligenceQuery(carrierId, { refetchOnMountOrArgChange: true });
  if (error) return <Alert type="error" showIcon title={errorText(error, t('profile.failed'))} />;
  if (!data || isFetching) return <Skeleton active paragraph={{ rows: 10 }} />;
  return (
    <CarrierProfileLayout profile={liveProfile(data)}>
      <KnowledgeCards data={data} />
      <Link to={`/carrier/${data.carrier.id}`}>{t('profile.openDetail')}</Link>
    </CarrierProfileLayout>
  );
}

/** What brokers reported and what the team noted: the part of the profile no federal data set has. */
function KnowledgeCards({ data }: { data: CarrierIntelligenceView }) {
  const { t } = useTranslation('brokerDashboard');
  // i18n-keys: brokerDashboard:profile.reportType.* brokerDashboard:profile.status.*
  const f = useDashboardFormat();
  const r = data.reports;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title={t('profile.reports')} data-testid="profile-reports">
          <p data-testid="profile-report-counts">{t('profile.reportCounts', { total: r.total, positive: r.positive, negative: r.negative, neutral: r.neutral, incidents: r.incidents })}</p>
          <PlainList
            empty={t('profile.noReports')}
            items={r.recent.map((x) => ({
              key: x.id,
              title: (
                <>
                  <Tag>{x.kind === 'INCIDENT' ? f.category(x.reportCategory) : t(`profile.reportType.${x.reportType}`, { defaultValue: x.reportType })}</Tag>
                  {x.incidentStatus ? <Tag color="orange">{t(`profile.status.${x.incidentStatus}`, { defaultValue: x.incidentStatus })}</Tag> : null}
                  {x.responded ? <Tag color="purple">{t('activity.RESPONSE_RECEIVED')}</Tag> : null}
                  {f.date(x.filedAt)}
                </>
              ),
              description: x.summary,
            }))}
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('profile.notes')} data-testid="profile-notes">
          <PlainList
            empty={t('profile.noNotes')}
            items={data.notes.recent.map((n) => ({ key: n.id, title: n.title, description: `${n.content}${n.authorName ? ` — ${n.authorName}` : ''}` }))}
          />
        </Card>
      </Col>
    </Row>
  );
}
