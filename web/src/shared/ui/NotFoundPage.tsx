import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container">
      <Result
        status="404"
        title={<h1 style={{ margin: 0, fontSize: 28 }}>{t('notFound.title')}</h1>}
        subTitle={t('notFound.description')}
        extra={
          <Link to="/">
            <Button type="primary">{t('actions.goHome')}</Button>
          </Link>
        }
      />
    </div>
  );
}
