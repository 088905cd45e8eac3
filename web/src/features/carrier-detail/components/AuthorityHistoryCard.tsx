import { Card, Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuthorityEventView } from '@logiscope/proto/views';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import { authorityStatusOf, authorityStatusTone } from '../../carriers/carrier.rules';
import { historyNewestFirst } from '../../carriers/filings.rules';
import { AuthorityStatusBadge } from '../../carriers/components/AuthorityStatusBadge';
import styles from './Filings.module.css';

const DOT_COLOR = { green: 'green', yellow: 'blue', orange: 'red', red: 'red', grey: 'gray' } as const;

/** Authority History (AuthHist): newest first, each event's date, docket, FMCSA's action, the status it left and its data set. */
export function AuthorityHistoryCard({ events }: { events: readonly AuthorityEventView[] }) {
  const { t } = useTranslation('carrierDetail');
  const formatDate = useDateFormat();
  const items = historyNewestFirst(events).map((e, i) => ({
    key: `${e.date}:${e.docket}:${e.action}:${i}`,
    // The status it left colours the dot; an event that names none stays grey.
    color: e.status ? DOT_COLOR[authorityStatusTone(e.status)] : 'gray',
    content: (
      <div className={styles.event} data-testid="authority-event">
        <span className={styles.eventHead}>
          <strong>{formatDate(e.date) || t('safety.history.undated')}</strong>
          <span>· {[e.docket, e.label].filter(Boolean).join(' · ')}</span>
        </span>
        <span className={styles.eventHead}>
          <span>{e.action}</span>
          {/* A status this build does not know is shown as FMCSA wrote it, not as Unknown. */}
          {!e.status ? null : authorityStatusOf(e.status) === 'UNKNOWN' ? <span>{e.status}</span> : <AuthorityStatusBadge status={e.status} scope="record" />}
        </span>
        {e.source ? <Typography.Text type="secondary">{e.source}</Typography.Text> : null}
      </div>
    ),
  }));
  return (
    <Card variant="outlined" title={t('safety.history.title')} data-testid="authority-history">
      {items.length ? <Timeline items={items} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('safety.history.empty')} />}
    </Card>
  );
}
