import type { ReactNode } from 'react';
import { Card, Col, Descriptions, Row, Space, Statistic, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../carriers/carrier.format';
import { TONE_TAG_COLOR, authorityStatusOf, authorityStatusTone, insuranceStatusOf, insuranceStatusTone } from '../../carriers/carrier.rules';
import { useDashboardFormat } from '../../broker-dashboard/hooks/useDashboardFormat';
import { RiskIssues } from '../../broker-dashboard/components/RiskIssues';
import { LEVEL_COLORS, RECOMMENDATION_COLORS } from '../../broker-dashboard/components/RiskProfilesTab';
import type { CarrierProfileModel } from '../carrier-profile.model';

const RESULT_COLORS: Record<string, string> = { CLEAN: 'green', VIOLATIONS: 'gold', OUT_OF_SERVICE: 'red', UNKNOWN: 'default' };

/** The Carrier Intelligence Profile's one layout: identity, counts, contact, service area, safety, fleet, safety events. */
export function CarrierProfileLayout({ profile, children }: { profile: CarrierProfileModel; children?: ReactNode }) {
  const { t } = useTranslation(['brokerDashboard', 'carriers']);
  // i18n-keys: brokerDashboard:level.* brokerDashboard:recommendation.* brokerDashboard:profile.specialization.* brokerDashboard:profile.eventType.* brokerDashboard:profile.eventResult.*
  const f = useDashboardFormat();
  const notInData = <span style={{ color: 'rgba(0,0,0,0.62)' }}>{t('profile.notInData')}</span>;
  const c = profile.counts;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="carrier-profile">
      <Card>
        <h2 style={{ margin: 0 }} data-testid="profile-name">{profile.name}</h2>
        {profile.legalName && profile.legalName !== profile.name ? <div>{profile.legalName}</div> : null}
        <Space wrap style={{ marginTop: 8 }}>
          {profile.mcNumber ? <Tag>{`MC ${profile.mcNumber}`}</Tag> : null}
          <Tag>{`DOT ${profile.dotNumber}`}</Tag>
          {profile.businessType ? <Tag color="blue">{profile.businessType}</Tag> : null}
          <Tag>{`${t('profile.safetyRating')}: ${profile.safetyRating || t('profile.unrated')}`}</Tag>
          <Tag color={TONE_TAG_COLOR[authorityStatusTone(profile.authorityStatus)]} data-testid="profile-authority">
            {`${t('profile.authority')}: ${t(`carriers:authorityStatus.${authorityStatusOf(profile.authorityStatus)}`)}`}
          </Tag>
          <Tag color={TONE_TAG_COLOR[insuranceStatusTone(profile.insuranceStatus)]} data-testid="profile-insurance">
            {`${t('profile.insurance')}: ${t(`carriers:insuranceStatus.${insuranceStatusOf(profile.insuranceStatus)}`)}`}
          </Tag>
          {profile.risk ? (
            <>
              <Tag color={LEVEL_COLORS[profile.risk.riskLevel]}>{t(`level.${profile.risk.riskLevel}`)}</Tag>
              <Tag color={RECOMMENDATION_COLORS[profile.risk.recommendation]} data-testid="profile-recommendation">{t(`recommendation.${profile.risk.recommendation}`)}</Tag>
            </>
          ) : null}
        </Space>
        {profile.risk && profile.risk.issues.length > 0 ? (
          <div style={{ marginTop: 8 }}>
            <RiskIssues issues={profile.risk.issues} />
          </div>
        ) : null}
      </Card>
      <Row gutter={[16, 16]}>
        {[
          { id: 'trucks', title: t('profile.trucks'), value: f.number(c.trucks) },
          { id: 'drivers', title: t('profile.drivers'), value: f.number(c.drivers) },
          { id: 'trailers', title: t('profile.trailers'), value: f.number(c.trailers) },
          { id: 'years', title: t('profile.yearsInBusiness'), value: c.yearsInBusiness === null ? null : f.number(c.yearsInBusiness) },
          { id: 'on-time', title: t('profile.onTime'), value: c.onTimePerformance === null ? null : f.percent(c.onTimePerformance) },
          { id: 'rating', title: t('profile.customerRating'), value: c.customerRating === null ? null : `${f.number(c.customerRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} / 5.0` },
        ].map((s) => (
          <Col key={s.id} xs={12} md={8} xl={4}>
            <Card data-testid={`profile-${s.id}`}>
              <Statistic title={s.title} value={s.value ?? '—'} />
              {s.value === null ? <div style={{ fontSize: 12 }}>{notInData}</div> : null}
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('profile.contact')}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('profile.address')}>{profile.contact.address || '—'}</Descriptions.Item>
              <Descriptions.Item label={t('profile.phone')}>{profile.contact.phone ? formatPhone(profile.contact.phone) : '—'}</Descriptions.Item>
              <Descriptions.Item label={t('profile.email')}>{profile.contact.email || '—'}</Descriptions.Item>
              <Descriptions.Item label={t('profile.website')}>{profile.contact.website || '—'}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('profile.serviceArea')}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('profile.operatingRadius')}>{profile.operatingRadius || '—'}</Descriptions.Item>
              <Descriptions.Item label={t('profile.serviceStates')}>{profile.serviceStates ? <Space wrap>{profile.serviceStates.map((s) => <Tag key={s}>{s}</Tag>)}</Space> : notInData}</Descriptions.Item>
              <Descriptions.Item label={t('profile.specializations')}>
                {profile.specializations ? <Space wrap>{profile.specializations.map((s) => <Tag key={s} color="purple">{t(`profile.specialization.${s}`)}</Tag>)}</Space> : notInData}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
      <Card title={t('profile.safety')}>
        <Row gutter={[16, 16]}>
          <Col xs={12} md={6}><Statistic title={t('profile.inspections')} value={f.number(profile.safety.inspections)} /></Col>
          <Col xs={12} md={6}><Statistic title={t('profile.violations')} value={f.number(profile.safety.violations)} /></Col>
          <Col xs={12} md={6}><Statistic title={t('profile.crashes')} value={f.number(profile.safety.crashes)} /></Col>
          <Col xs={12} md={6}><Statistic title={t('profile.oosRate')} value={profile.safety.oosRate === null ? '—' : f.percent(profile.safety.oosRate)} /></Col>
        </Row>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('profile.fleet')} data-testid="profile-fleet">
            <Table
              rowKey={(e) => `${e.type}|${e.description}`}
              size="small"
              pagination={false}
              scroll={{ x: true }}
              dataSource={profile.equipment}
              locale={{ emptyText: t('profile.noFleet') }}
              columns={[
                { title: t('profile.type'), key: 'type', render: (_, e) => t(`profile.unit.${e.type === 'Trailer' ? 'TRAILER' : 'TRACTOR'}`) },
                { title: t('profile.unitModel'), dataIndex: 'description', key: 'description' },
                { title: t('profile.count'), dataIndex: 'count', key: 'count' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('profile.safetyEvents')} data-testid="profile-safety-events">
            <Table
              rowKey={(e) => `${e.date}|${e.type}|${e.location}`}
              size="small"
              pagination={false}
              scroll={{ x: true }}
              dataSource={profile.safetyEvents}
              locale={{ emptyText: t('profile.noEvents') }}
              columns={[
                { title: t('activity.date'), key: 'date', render: (_, e) => f.date(e.date) },
                { title: t('profile.type'), key: 'type', render: (_, e) => t(`profile.eventType.${e.type}`) },
                { title: t('profile.result'), key: 'result', render: (_, e) => <Tag color={RESULT_COLORS[e.result]}>{t(`profile.eventResult.${e.result}`)}</Tag> },
                { title: t('profile.location'), dataIndex: 'location', key: 'location' },
              ]}
            />
          </Card>
        </Col>
      </Row>
      {children}
    </Space>
  );
}
