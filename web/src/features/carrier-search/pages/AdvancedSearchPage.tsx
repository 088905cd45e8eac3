import { Button, Card, Empty, Form, Input, Pagination, Spin, Typography } from 'antd';
import { ClearOutlined, MailOutlined, PhoneOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';
import { ADVANCED_PAGE_SIZE, EMPTY_ADVANCED_SEARCH, STATE_MAX_LENGTH, normalizeStateInput, type AdvancedSearchValues } from '../advanced-search.rules';
import { resultRange } from '../home-search.rules';
import { CarrierGridCard } from '../components/CarrierGridCard';
import { SearchTextFields } from '../components/SearchTextFields';
import { useAdvancedSearch, type AdvancedMode } from '../hooks/useAdvancedSearch';
import styles from '../components/CarrierSearch.module.css';

/** /search: multi-field carrier search, plus email-only and phone-only searches. */
export function AdvancedSearchPage() {
  const { t } = useTranslation(['pages', 'search']);
  const [form] = Form.useForm<AdvancedSearchValues>();
  const search = useAdvancedSearch();
  const values = () => ({ ...EMPTY_ADVANCED_SEARCH, ...form.getFieldsValue() });
  const runMode = (mode: AdvancedMode) => search.run(mode, values(), 1);
  const result = search.result;
  const range = result ? resultRange(search.page, result.pageSize || ADVANCED_PAGE_SIZE, result.carriers.length, result.total) : null;

  const heading = () => {
    if (!result) return null;
    if (search.mode === 'email' && result.query) return t('search:advanced.foundEmail', { total: result.total, query: result.query });
    if (search.mode === 'phone' && result.query) return t('search:advanced.foundPhone', { total: result.total, query: result.query });
    return t('search:advanced.found', { total: result.total });
  };

  return (
    <ScreenPage title={t('search.title')} description={t('search.description')}>
      <Card title={t('search:advanced.criteria')} variant="outlined" style={{ marginBottom: 24 }}>
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          {t('search:advanced.criteriaHint')}
        </Typography.Paragraph>
        <Form<AdvancedSearchValues>
          form={form}
          name="advanced-search"
          layout="vertical"
          initialValues={EMPTY_ADVANCED_SEARCH}
          onFinish={() => runMode('advanced')}
          requiredMark={false}
        >
          <div className={styles.advancedForm}>
            <SearchTextFields section="advanced" fields={['companyName', 'email', 'phone', 'mcNumber', 'dotNumber']} />
            <Form.Item name="state" label={t('search:advanced.state')} normalize={normalizeStateInput}>
              <Input placeholder={t('search:advanced.statePlaceholder')} maxLength={STATE_MAX_LENGTH} autoComplete="off" style={{ textTransform: 'uppercase' }} />
            </Form.Item>
          </div>
          <div className={styles.advancedActions}>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={search.searching === 'advanced'}>
              {search.searching === 'advanced' ? t('search:advanced.searching') : t('search:advanced.submit')}
            </Button>
            <Button
              icon={<ClearOutlined />}
              onClick={() => {
                form.resetFields();
                search.clear();
              }}
            >
              {t('search:advanced.clear')}
            </Button>
            <Button icon={<MailOutlined />} onClick={() => runMode('email')} loading={search.searching === 'email'}>
              {search.searching === 'email' ? t('search:advanced.searching') : t('search:advanced.byEmail')}
            </Button>
            <Button icon={<PhoneOutlined />} onClick={() => runMode('phone')} loading={search.searching === 'phone'}>
              {search.searching === 'phone' ? t('search:advanced.searching') : t('search:advanced.byPhone')}
            </Button>
          </div>
        </Form>
      </Card>

      <Card title={t('search:advanced.resultsTitle')} variant="outlined" extra={result && range && range.to > 0 ? <Typography.Text type="secondary">{t('search:results.showing', { ...range })}</Typography.Text> : null}>
        <Spin spinning={search.searching !== null && !!result}>
          {!result ? (
            search.searching ? (
              <div className={styles.panelState}>
                <Spin description={t('search:advanced.searching')} />
              </div>
            ) : (
              <div className={styles.panelState}>
                <SearchOutlined className={styles.panelIcon} aria-hidden />
                <p>{t('search:advanced.initial')}</p>
              </div>
            )
          ) : result.carriers.length === 0 ? (
            <Empty description={t('search:results.empty')} data-testid="results-empty" />
          ) : (
            <>
              <p className={styles.showing} data-testid="advanced-found">
                {heading()}
              </p>
              <div className={styles.resultGrid}>
                {result.carriers.map((carrier) => (
                  <CarrierGridCard key={carrier.id} carrier={carrier} />
                ))}
              </div>
              {result.total > (result.pageSize || ADVANCED_PAGE_SIZE) ? (
                <Pagination
                  className={styles.pagination}
                  current={search.page}
                  pageSize={result.pageSize || ADVANCED_PAGE_SIZE}
                  total={result.total}
                  showSizeChanger={false}
                  onChange={(page) => search.goToPage(page)}
                />
              ) : null}
            </>
          )}
        </Spin>
      </Card>
    </ScreenPage>
  );
}
