import { useState } from 'react';
import { Button, Form, Tabs } from 'antd';
import { CloudUploadOutlined, SearchOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/routes';
import { EMPTY_HOME_SEARCH, type HomeSearchValues } from '../home-search.rules';
import { SearchTextFields } from './SearchTextFields';
import styles from './CarrierSearch.module.css';

type SearchTab = 'quick' | 'advanced' | 'bulk';
const TABS: readonly SearchTab[] = ['quick', 'advanced', 'bulk'];

/**
 * The home search card. Quick, Advanced and Bulk only change the highlight: all three show the same four
 * inputs (MC number, DOT number, company name, phone); Enter in any of them searches. Advanced links on to the
 * full /search form and Bulk to the bulk upload.
 */
export function HomeSearchCard({ searching, onSearch, onBulkUpload }: { searching: boolean; onSearch: (values: HomeSearchValues) => void; onBulkUpload: () => void }) {
  const { t } = useTranslation('search');
  const [form] = Form.useForm<HomeSearchValues>();
  const [tab, setTab] = useState<SearchTab>('quick');

  return (
    <div className={styles.searchCard} data-testid="home-search-card">
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as SearchTab)}
        items={TABS.map((key) => ({ key, label: t(`card.tabs.${key}`) }))}
        className={styles.searchTabs}
      />
      <Form<HomeSearchValues>
        form={form}
        name="home-search"
        layout="vertical"
        initialValues={EMPTY_HOME_SEARCH}
        onFinish={(values) => onSearch({ ...EMPTY_HOME_SEARCH, ...values })}
        requiredMark={false}
      >
        <div className={styles.searchGrid}>
          <SearchTextFields section="card" fields={['mcNumber', 'dotNumber', 'companyName', 'phone']} />
        </div>
        <div className={styles.searchFooter}>
          <span className={styles.searchHint}>
            {tab === 'quick' ? t('card.hint') : null}
            {tab === 'advanced' ? (
              <>
                {t('card.advancedHint')} <Link to={PATHS.search}>{t('card.advancedLink')}</Link>
              </>
            ) : null}
            {tab === 'bulk' ? (
              <>
                {t('card.bulkHint')}{' '}
                <Button type="link" size="small" icon={<CloudUploadOutlined />} onClick={onBulkUpload} style={{ paddingInline: 0 }}>
                  {t('card.bulkLink')}
                </Button>
              </>
            ) : null}
          </span>
          <Button type="primary" htmlType="submit" size="large" icon={<SearchOutlined />} loading={searching} className={styles.searchButton}>
            {searching ? t('card.searching') : t('card.search')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
