import { Button, Card, Empty, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EyeOutlined, StarOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isPaymentRequired } from '../../../api/paywall';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useToast } from '../../../shared/hooks/useToast';
import { formatLocation, formatMcNumber } from '../../carriers/carrier.format';
import { TONE_TEXT_COLOR, riskScoreTone } from '../../carriers/carrier.rules';
import { VerdictBadge } from '../../carriers/components/VerdictBadge';
import type { SavedCarrier } from '../../carriers/carrier.types';
import { useGetSavedCarriersQuery, useRemoveSavedCarrierMutation } from '../../saved-carriers/saved-carriers.api';
import { firstEntries } from '../account-status.rules';
import { PaywalledHint } from '../../subscription/components/PaywalledHint';
import styles from './Dashboard.module.css';

/** Saved Carriers: the first 5, each linking to its profile with its verdict and risk score, marked when monitored, removable. */
export function SavedCarriersCard() {
  const { t } = useTranslation(['dashboard', 'carriers']);
  const toast = useToast();
  const showError = useApiErrorToast();
  const { data, isLoading, isError, error } = useGetSavedCarriersQuery();
  const [remove, { isLoading: removing, originalArgs }] = useRemoveSavedCarrierMutation();
  const saved = firstEntries(data);

  const onRemove = (entry: SavedCarrier) => {
    const company = entry.carrier?.companyName || entry.carrierId;
    remove({ carrierId: entry.carrierId })
      .unwrap()
      .then(() => toast({ title: t('carriers:toasts.removed'), description: t('carriers:toasts.removedText', { company }), variant: 'success' }))
      .catch((error: unknown) => showError(error, { title: t('carriers:toasts.removeFailed'), description: t('carriers:toasts.removeFailedText') }));
  };

  return (
    <Card
      title={
        <span>
          <StarOutlined aria-hidden /> {t('saved.title')}
        </span>
      }
      extra={data && data.length > 0 ? <Typography.Text type="secondary">{t('saved.total', { count: data.length })}</Typography.Text> : null}
      variant="outlined"
      size="small"
      data-testid="saved-carriers"
    >
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : isError ? (
        isPaymentRequired(error) ? (
          <PaywalledHint text={t('saved.paywalled')} />
        ) : (
          <Typography.Text type="secondary">{t('saved.unavailable')}</Typography.Text>
        )
      ) : saved.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('saved.empty')} />
      ) : (
        <ul className={styles.sideList}>
          {saved.map((entry) => (
            <li key={entry.id} className={styles.sideItem}>
              <div className={styles.sideItemHead}>
                <Link to={`/carrier/${encodeURIComponent(entry.carrierId)}`} className={styles.sideItemTitle}>
                  {entry.carrier?.companyName || entry.carrier?.legalName || entry.carrierId}
                </Link>
                <Tooltip title={t('saved.remove')}>
                  <Button
                    type="text"
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={t('saved.removeNamed', { company: entry.carrier?.companyName || entry.carrierId })}
                    loading={removing && originalArgs?.carrierId === entry.carrierId}
                    onClick={() => onRemove(entry)}
                  />
                </Tooltip>
              </div>
              <span className={styles.sideItemDate}>
                {[formatMcNumber(entry.carrier?.mcNumber), entry.carrier?.dotNumber ? `DOT ${entry.carrier.dotNumber}` : '', formatLocation(entry.carrier?.city, entry.carrier?.state)]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6, marginTop: 4 }} data-testid="saved-carrier-verdict">
                <VerdictBadge verdict={entry.carrier?.verdict} />
                {entry.carrier && entry.carrier.riskScore !== null && !entry.carrier.notEnoughData ? (
                  <span style={{ color: TONE_TEXT_COLOR[riskScoreTone(entry.carrier.riskScore)], fontWeight: 700, fontSize: 12 }}>{t('carriers:riskOutOf', { score: entry.carrier.riskScore })}</span>
                ) : null}
                {entry.monitored ? (
                  <Tag icon={<EyeOutlined />} color="blue" style={{ marginInlineEnd: 0 }}>
                    {t('saved.monitored')}
                  </Tag>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
