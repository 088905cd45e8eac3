import { Table, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import type { Equipment, EquipmentWithCarrier } from '../../carriers/carrier.types';
import { isTrailer } from '../vin.rules';

/** A row of the equipment search, which names the vehicle's carrier (a carrier's own list does not). */
const hasCarrier = (e: Equipment): e is EquipmentWithCarrier => 'carrierId' in e;

/** Equipment records: type (Trailer, else truck), year/make/model, VIN, plate, unit, last inspection, owner, last seen. */
export function EquipmentTable<T extends Equipment>({ equipment, showCarrier = false, testId }: { equipment: readonly T[]; showCarrier?: boolean; testId?: string }) {
  const { t } = useTranslation('equipment');
  const formatDate = useDateFormat();
  const columns = [
    {
      key: 'type',
      title: t('columns.type'),
      render: (_: unknown, e: T) => (isTrailer(e.equipmentType) ? <Tag color="purple">{t('types.trailer')}</Tag> : <Tag color="blue">{t('types.truck')}</Tag>),
    },
    ...(showCarrier
      ? [
          {
            key: 'carrier',
            title: t('columns.carrier'),
            render: (_: unknown, e: T) =>
              hasCarrier(e) ? <Link to={`/carrier/${encodeURIComponent(e.carrierId)}`}>{e.companyName || `DOT ${e.carrierId}`}</Link> : null,
          },
        ]
      : []),
    { key: 'vehicle', title: t('columns.vehicle'), render: (_: unknown, e: T) => [e.equipmentYear, e.equipmentMake, e.equipmentModel].filter(Boolean).join(' ') || '—' },
    { key: 'vin', title: t('columns.vin'), render: (_: unknown, e: T) => <code>{e.vehicleVin || '—'}</code> },
    { key: 'plate', title: t('columns.plate'), render: (_: unknown, e: T) => [e.licensePlate, e.plateState].filter(Boolean).join(' · ') || '—' },
    { key: 'unit', title: t('columns.unit'), render: (_: unknown, e: T) => e.unitNumber || '—' },
    {
      key: 'inspection',
      title: t('columns.inspection'),
      render: (_: unknown, e: T) => [formatDate(e.inspectionDate), e.inspectionState].filter(Boolean).join(' · ') || '—',
    },
    { key: 'registration', title: t('columns.registration'), render: (_: unknown, e: T) => e.registrationState || '—' },
    { key: 'owner', title: t('columns.owner'), render: (_: unknown, e: T) => e.ownerName || '—' },
    { key: 'lastSeen', title: t('columns.lastSeen'), render: (_: unknown, e: T) => formatDate(e.lastSeen) || '—' },
  ];
  return (
    <Table<T>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={[...equipment]}
      pagination={equipment.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      scroll={{ x: 960 }}
      data-testid={testId}
    />
  );
}
