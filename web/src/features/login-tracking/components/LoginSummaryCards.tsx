import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoginTrackingCounts } from '@logiscope/proto/views';

/** The four cards, counted by the server over every record the caller may see (not the filtered list). */
export function LoginSummaryCards({ counts }: { counts: LoginTrackingCounts | undefined }) {
  const { t } = useTranslation('loginTracking');
  const cards = [
    ['suspicious', counts?.suspicious, '#cf1322'],
    ['vpnProxy', counts?.vpnProxy, '#d46b08'],
    ['failed', counts?.failed, '#d4b106'],
    ['blocked', counts?.blocked, '#531dab'],
  ] as const;
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {cards.map(([key, value, color]) => (
        <Col xs={12} md={6} key={key}>
          <Card data-testid={`login-card-${key}`}>
            <Statistic title={t(`cards.${key}`)} value={value ?? 0} styles={{ content: { color } }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
