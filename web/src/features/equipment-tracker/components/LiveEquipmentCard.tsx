import { Card, Tag, Typography } from 'antd';
import { CarOutlined, InfoCircleOutlined, ToolOutlined, TruckOutlined, WarningOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TrackedEquipmentView } from '@logiscope/proto/views';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import { IconBadge } from '../../../shared/ui/IconBadge';
import styles from './EquipmentTracker.module.css';

const STATUS_COLOR = { ACTIVE: 'success', OUT_OF_SERVICE: 'error', INACTIVE: 'default' } as const;
const RESULT_COLOR = { PASSED: 'success', CONDITIONAL: 'warning', FAILED: 'error', UNKNOWN: 'default' } as const;

/**
 * A vehicle from the inspection data: what FMCSA recorded (VIN, plate, make, model, year, carrier, last inspection and
 * how it ended). What the spec's sample cards also show but inspection data does not hold (mileage, fuel capacity,
 * weights, trailer length and type, registration expiry, insurance, maintenance) is said to be missing, never invented.
 */
export function LiveEquipmentCard({ item }: { item: TrackedEquipmentView }) {
  const { t } = useTranslation('equipment');
  // i18n-keys: equipment:tracker.fields.*
  const formatDate = useDateFormat();
  const tractor = item.kind === 'TRACTOR';
  const title = [item.equipmentYear ?? '', item.equipmentMake, item.equipmentModel].join(' ').trim() || item.equipmentType || t('live.unknownVehicle');
  const facts = [
    { key: 'vin', value: item.vehicleVin ? <code>{item.vehicleVin}</code> : '—' },
    { key: 'plate', value: item.licensePlate ? `${item.licensePlate}${item.plateState ? ` (${item.plateState})` : ''}` : '—' },
    { key: 'dot', value: item.carrierId },
    { key: 'mc', value: item.mcNumber ? `MC-${item.mcNumber}` : '—' },
    { key: 'location', value: item.inspectionState ? t('live.inspectedIn', { state: item.inspectionState }) : '—' },
    { key: 'lastInspection', value: formatDate(item.lastSeen || item.inspectionDate) || '—' },
  ];

  return (
    <Card variant="outlined" className={styles.card} data-testid="equipment-card" data-type={item.kind} data-status={item.status}>
      <div className={styles.cardHead}>
        <IconBadge>{tractor ? <TruckOutlined /> : <CarOutlined />}</IconBadge>
        <div className={styles.cardTitle}>
          <strong>{title}</strong>
          <Link to={`/carrier/${encodeURIComponent(item.carrierId)}`}>{item.companyName || t('live.carrierDot', { dot: item.carrierId })}</Link>
        </div>
        <Tag color={STATUS_COLOR[item.status]}>{t(`tracker.status.${item.status}`)}</Tag>
      </div>
      <div className={styles.tags}>
        <Tag>{tractor ? t('types.tractor') : t('types.trailer')}</Tag>
        {item.equipmentType ? <Tag>{item.equipmentType}</Tag> : null}
        <Tag color={RESULT_COLOR[item.inspectionResult]}>{t(`live.result.${item.inspectionResult}`)}</Tag>
      </div>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt>{t(`tracker.fields.${fact.key}`)}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.none}>
        <InfoCircleOutlined aria-hidden /> {tractor ? t('live.tractorNotInData') : t('live.trailerNotInData')}
      </p>
      <div className={styles.lists}>
        <div>
          <Typography.Text strong>
            <WarningOutlined aria-hidden /> {t('tracker.fields.violations')}
          </Typography.Text>
          <p className={styles.none}>
            {item.vehicleViolations === null ? t('live.violationsUnknown') : t('live.violations', { count: item.vehicleViolations })}
          </p>
        </div>
        <div>
          <Typography.Text strong>
            <ToolOutlined aria-hidden /> {t('tracker.fields.maintenanceAlerts')}
          </Typography.Text>
          <p className={styles.none}>{t('live.maintenanceNotInData')}</p>
        </div>
      </div>
    </Card>
  );
}
