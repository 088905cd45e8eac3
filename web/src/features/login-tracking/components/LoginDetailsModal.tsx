import { Descriptions, Modal, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoginRecordView } from '@logiscope/proto/views';
import { useFormat } from '../../../shared/hooks/useFormat';
import { factorText } from '../login-tracking.factors';
import { fullLocation, isApiKeyUse, keyLabel, STATUS_COLOR, THREAT_COLOR, withVersion } from './loginDisplay';

/**
 * 'Login Details - {email}': Login Information, Device Information, Location & Network, Security Analysis. An API key
 * used from a new address has its own first section (which key, whose company, from which network) and no device.
 */
export function LoginDetailsModal({ record, onClose }: { record: LoginRecordView | null; onClose: () => void }) {
  const { t } = useTranslation('loginTracking');
  const f = useFormat();
  if (!record) return null;
  const unknown = (v: string | null | undefined) => v || t('unknown');
  const yesNo = (v: boolean) => (v ? t('yes') : t('no'));
  const key = isApiKeyUse(record);
  // A key's request carries a country and city, not the coordinates of a sign-in's place.
  const placed = record.countryCode !== '' && !key;
  return (
    <Modal open title={key ? t('apiKey.detailsTitle', { key: keyLabel(t, record) }) : t('details.title', { email: record.email })} onCancel={onClose} footer={null} width={760}>
      {key ? (
        <Descriptions title={t('apiKey.section')} column={{ xs: 1, sm: 2 }} size="small" bordered>
          <Descriptions.Item label={t('details.status')}>
            <Tag color={STATUS_COLOR[record.loginStatus]}>{t(`status.${record.loginStatus}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('apiKey.firstRequest')}>{f.date(record.createdAt, true)}</Descriptions.Item>
          <Descriptions.Item label={t('apiKey.keyName')}>{record.apiKey?.name || t('unknown')}</Descriptions.Item>
          <Descriptions.Item label={t('apiKey.keyId')}>{record.apiKey?.keyId}</Descriptions.Item>
          <Descriptions.Item label={t('apiKey.company')}>{record.companyId}</Descriptions.Item>
          <Descriptions.Item label={t('apiKey.createdBy')}>{record.userId || t('na')}</Descriptions.Item>
          <Descriptions.Item label={t('apiKey.network')}>{record.apiKey?.network}</Descriptions.Item>
        </Descriptions>
      ) : (
        <>
          <Descriptions title={t('details.login')} column={{ xs: 1, sm: 2 }} size="small" bordered>
            <Descriptions.Item label={t('details.status')}>
              <Tag color={STATUS_COLOR[record.loginStatus]}>{t(`status.${record.loginStatus}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('details.time')}>{f.date(record.createdAt, true)}</Descriptions.Item>
            <Descriptions.Item label={t('details.sessionId')}>{record.sessionId || t('na')}</Descriptions.Item>
            <Descriptions.Item label={t('details.failureReason')}>{record.failureReason || t('na')}</Descriptions.Item>
            <Descriptions.Item label={t('details.secondFactor')} span={2}>
              {record.secondFactor ? t(`secondFactor.${record.secondFactor}`) : t('na')}
            </Descriptions.Item>
          </Descriptions>
          <Descriptions title={t('details.device')} column={{ xs: 1, sm: 2 }} size="small" bordered style={{ marginTop: 16 }}>
            <Descriptions.Item label={t('details.deviceType')}>{record.deviceType}</Descriptions.Item>
            <Descriptions.Item label={t('details.browser')}>{withVersion(record.browser || t('unknown'), record.browserVersion)}</Descriptions.Item>
            <Descriptions.Item label={t('details.os')}>{withVersion(record.os || t('unknownOs'), record.osVersion)}</Descriptions.Item>
            <Descriptions.Item label={t('details.userAgent')}>{record.userAgent || t('na')}</Descriptions.Item>
          </Descriptions>
        </>
      )}
      <Descriptions title={t('details.network')} column={{ xs: 1, sm: 2 }} size="small" bordered style={{ marginTop: 16 }}>
        <Descriptions.Item label={t('details.ip')}>{record.ipAddress}</Descriptions.Item>
        <Descriptions.Item label={t('details.location')}>{unknown(fullLocation(record))}</Descriptions.Item>
        <Descriptions.Item label={t('details.coordinates')}>{placed ? `${record.latitude}, ${record.longitude}` : t('unknown')}</Descriptions.Item>
        <Descriptions.Item label={t('details.timezone')}>{unknown(record.timezone)}</Descriptions.Item>
        <Descriptions.Item label={t('details.isp')}>{unknown(record.isp)}</Descriptions.Item>
        <Descriptions.Item label={t('details.organization')}>{unknown(record.organization)}</Descriptions.Item>
        {key && <Descriptions.Item label={t('apiKey.asn')}>{record.apiKey?.asn ? `AS${record.apiKey.asn}` : t('unknown')}</Descriptions.Item>}
      </Descriptions>
      <Descriptions title={t('details.security')} column={{ xs: 1, sm: 2 }} size="small" bordered style={{ marginTop: 16 }}>
        <Descriptions.Item label={t('details.riskScore')}>{`${record.riskScore}%`}</Descriptions.Item>
        <Descriptions.Item label={t('details.threatLevel')}>
          {record.threatLevel ? <Tag color={THREAT_COLOR[record.threatLevel]}>{t(`threat.${record.threatLevel}`)}</Tag> : t('na')}
        </Descriptions.Item>
        <Descriptions.Item label={t('details.vpn')}>{yesNo(record.isVpn)}</Descriptions.Item>
        <Descriptions.Item label={t('details.proxy')}>{yesNo(record.isProxy)}</Descriptions.Item>
        <Descriptions.Item label={t('details.tor')}>{yesNo(record.isTor)}</Descriptions.Item>
        <Descriptions.Item label={t('details.firstLocation')}>{yesNo(record.isFirstTimeLocation)}</Descriptions.Item>
        {!key && <Descriptions.Item label={t('details.firstDevice')}>{yesNo(record.isFirstTimeDevice)}</Descriptions.Item>}
        <Descriptions.Item label={t('details.factors')} span={{ xs: 1, sm: 2 }}>
          {record.riskFactors.length ? record.riskFactors.map((factor) => <div key={factor.code}>{`+${factor.points} ${factorText(t, factor)}`}</div>) : t('na')}
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
