import { Card, Descriptions, Tag } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { User } from '../../auth/auth.types';

/** The signed-in user's company: name, type, MC/DOT (brokers only), location, verification, role. */
export function CompanySummaryCard({ user }: { user: User }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const company = user.company;
  const notProvided = t('company.notProvided');
  const location = [company?.city, company?.state].filter(Boolean).join(', ');
  const isBroker = company?.companyType === 'BROKER';

  const items = [
    company ? { key: 'type', label: t('company.type'), children: t(`common:companyType.${company.companyType}`) } : null,
    isBroker ? { key: 'mc', label: t('company.mcNumber'), children: company?.mcNumber || notProvided } : null,
    isBroker ? { key: 'dot', label: t('company.dotNumber'), children: company?.dotNumber || notProvided } : null,
    { key: 'location', label: t('company.location'), children: location || notProvided },
    { key: 'email', label: t('company.email'), children: company?.email || notProvided },
    { key: 'phone', label: t('company.phone'), children: company?.phone || notProvided },
    { key: 'role', label: t('company.role'), children: t(`common:role.${user.role}`) },
  ].filter((item): item is NonNullable<typeof item> => item !== null);

  return (
    <Card
      title={t('company.title')}
      variant="outlined"
      extra={
        company?.isVerified ? (
          <Tag color="success" icon={<CheckCircleOutlined />}>
            {t('company.verified')}
          </Tag>
        ) : (
          <Tag color="warning" icon={<ClockCircleOutlined />}>
            {t('company.pending')}
          </Tag>
        )
      }
    >
      <h3 style={{ margin: '0 0 16px', fontSize: 20 }} data-testid="company-name">
        {company?.companyName ?? notProvided}
      </h3>
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" items={items} />
    </Card>
  );
}
