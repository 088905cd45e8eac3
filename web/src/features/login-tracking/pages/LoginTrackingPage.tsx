import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/hooks/useSession';
import { LiveLoginTracking } from '../components/LiveLoginTracking';

/** /login-tracking: security and login tracking, for admins only (the server refuses others too); a visitor or a USER sees 'Access Denied'. */
export function LoginTrackingPage() {
  const { t } = useTranslation('pages');
  const { user } = useSession();
  if (user?.role !== 'ADMIN') {
    return (
      <div className="page-container">
        <Result status="403" title={t('accessDenied.title')} subTitle={t('accessDenied.description')} />
      </div>
    );
  }
  return <LiveLoginTracking />;
}
