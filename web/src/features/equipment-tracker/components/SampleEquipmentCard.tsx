import { Card, Tag, Typography } from 'antd';
import { CarOutlined, TruckOutlined, WarningOutlined, ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import { useNumberFormat } from '../../../shared/hooks/useNumberFormat';
import type { SampleEquipment } from '../equipment-sample';
import { IconBadge } from '../../../shared/ui/IconBadge';
import styles from './EquipmentTracker.module.css';

const STATUS_COLOR = { ACTIVE: 'success', IN_TRANSIT: 'processing', MAINTENANCE: 'warning', OUT_OF_SERVICE: 'error' } as const;
const INSPECTION_COLOR = { PASSED: 'success', CONDITIONAL: 'warning', FAILED: 'error' } as const;

/** A tractor (mileage, fuel capacity, gross weight) or trailer (length, type, registration expiry) card. */
export function SampleEquipmentCard({ item }: { item: SampleEquipment }) {
  const { t } = useTranslation('equipment');
  // i18n-keys: equipment:tracker.fields.*
  const formatNumber = useNumberFormat();
  const formatDate = useDateFormat();
  const tractor = item.equipmentType === 'Tractor';
  const specs = tractor
    ? [
        { key: 'mileage', value: t('tracker.units.miles', { value: formatNumber(item.mileage ?? 0) }) },
        { key: 'fuelCapacity', value: t('tracker.units.gallons', { value: formatNumber(item.fuelCapacity ?? 0) }) },
        { key: 'grossWeight', value: t('tracker.units.pounds', { value: formatNumber(item.grossWeight ?? 0) }) },
      ]
    : [
        { key: 'trailerLength', value: t('tracker.units.feet', { value: formatNumber(item.trailerLength ?? 0) }) },
        { key: 'trailerType', value: item.trailerType ? t(`tracker.trailerTypes.${item.trailerType}`) : '—' },
        { key: 'registrationExpiry', value: formatDate(item.registrationExpiry) || '—' },
      ];

  return (
    <Card variant="outlined" className={styles.card} data-testid="equipment-card" data-type={item.equipmentType}>
      <div className={styles.cardHead}>
        <IconBadge>{tractor ? <TruckOutlined /> : <CarOutlined />}</IconBadge>
        <div className={styles.cardTitle}>
          <strong>
            {item.year} {item.make} {item.model}
          </strong>
          <span>{item.carrierName}</span>
        </div>
        <Tag color={STATUS_COLOR[item.status]}>{t(`tracker.status.${item.status}`)}</Tag>
      </div>
      <div className={styles.tags}>
        <Tag>{tractor ? t('types.tractor') : t('types.trailer')}</Tag>
        <Tag color={INSPECTION_COLOR[item.inspectionStatus]}>{t(`tracker.inspection.${item.inspectionStatus}`)}</Tag>
        <Tag color={item.insuranceStatus === 'CURRENT' ? 'success' : 'error'}>{t(`tracker.insurance.${item.insuranceStatus}`)}</Tag>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('tracker.fields.vin')}</dt>
          <dd>
            <code>{item.vinNumber}</code>
          </dd>
        </div>
        <div>
          <dt>{t('tracker.fields.plate')}</dt>
          <dd>{item.licensePlate}</dd>
        </div>
        <div>
          <dt>{t('tracker.fields.dot')}</dt>
          <dd>{item.dotNumber}</dd>
        </div>
        <div>
          <dt>{t('tracker.fields.mc')}</dt>
          <dd>{item.mcNumber}</dd>
        </div>
        <div>
          <dt>{t('tracker.fields.location')}</dt>
          <dd>{item.location}</dd>
        </div>
        <div>
          <dt>{t('tracker.fields.lastInspection')}</dt>
          <dd>{formatDate(item.lastInspection)}</dd>
        </div>
        {specs.map((spec) => (
          <div key={spec.key}>
            <dt>{t(`tracker.fields.${spec.key}`)}</dt>
            <dd>{spec.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.lists}>
        <div>
          <Typography.Text strong>
            <WarningOutlined aria-hidden /> {t('tracker.fields.violations')}
          </Typography.Text>
          {item.violations.length === 0 ? (
            <p className={styles.none}>{t('tracker.fields.noViolations')}</p>
          ) : (
            <ul>
              {item.violations.map((violation) => (
                <li key={violation}>{violation}</li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <Typography.Text strong>
            <ToolOutlined aria-hidden /> {t('tracker.fields.maintenanceAlerts')}
          </Typography.Text>
          {item.maintenanceAlerts.length === 0 ? (
            <p className={styles.none}>{t('tracker.fields.noAlerts')}</p>
          ) : (
            <ul>
              {item.maintenanceAlerts.map((alert) => (
                <li key={alert.code}>{t(`tracker.maintenance.${alert.code}`, { miles: formatNumber(alert.params?.miles ?? 0) })}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Card>
  );
}
