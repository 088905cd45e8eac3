import { useState } from 'react';
import { Checkbox, Col, Form, Input, Modal, Row, Select, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { FREIGHTGUARD_CATEGORIES, FREIGHTGUARD_SEVERITIES, categoryOfIncidentType, incidentTypeFitsCategory, type FreightGuardCategory } from '@logiscope/proto/views';
import { canSubmitReport, EMPTY_REPORT_FORM, type NewReportForm } from '../freightguard.form';
import { CarrierPicker } from './CarrierPicker';
import { IncidentTypeSelect } from './IncidentTypeSelect';

interface Props {
  open: boolean;
  submitting: boolean;
  /** Resolves true when the report was accepted: the form is then cleared (the page closes the dialog). */
  onSubmit: (form: NewReportForm) => Promise<boolean>;
  onClose: () => void;
  /** The live form offers a carrier search that fills the carrier's id, name, MC and DOT; the demo's does not. */
  carrierSearch?: boolean;
}

/** The New Report dialog with every field of the spec; the double-brokerage chain shows only when ticked. */
export function NewReportDialog({ open, submitting, onSubmit, onClose, carrierSearch = false }: Props) {
  const { t } = useTranslation('freightguard');
  const [form, setForm] = useState<NewReportForm>(EMPTY_REPORT_FORM);
  const set = <K extends keyof NewReportForm>(key: K, value: NewReportForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const chooseCategory = (category: FreightGuardCategory) =>
    setForm((f) => ({ ...f, reportCategory: category, incidentType: f.incidentType && incidentTypeFitsCategory(f.incidentType, category) ? f.incidentType : '' }));
  // Choosing a type of another group moves the category to that group (OTHER fits any category).
  const chooseType = (type: string) =>
    setForm((f) => ({ ...f, incidentType: type, reportCategory: type === 'OTHER' ? f.reportCategory || 'OTHER' : (categoryOfIncidentType(type) ?? f.reportCategory) }));

  const submit = async () => {
    if (await onSubmit(form)) setForm(EMPTY_REPORT_FORM);
  };

  return (
    <Modal
      open={open}
      title={t('newReport')}
      width={720}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={submitting ? t('submitting') : t('submitReport')}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: !canSubmitReport(form) || submitting, loading: submitting, 'data-testid': 'fg-submit' } as ButtonProps}
      destroyOnHidden={false}
    >
      <Form layout="vertical" data-testid="fg-new-report-form">
        {carrierSearch ? (
          <Form.Item label={t('fields.carrierSearch')} htmlFor="fg-carrier-search">
            <CarrierPicker onPick={(c) => setForm((f) => ({ ...f, ...c }))} />
          </Form.Item>
        ) : null}
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item label={t('fields.carrierName')} required htmlFor="fg-carrier-name">
              <Input id="fg-carrier-name" value={form.carrierName} onChange={(e) => setForm((f) => ({ ...f, carrierName: e.target.value, carrierId: '' }))} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label={t('fields.mcNumber')} required htmlFor="fg-mc">
              <Input id="fg-mc" value={form.mcNumber} onChange={(e) => setForm((f) => ({ ...f, mcNumber: e.target.value, carrierId: '' }))} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label={t('fields.dotNumber')} htmlFor="fg-dot">
              <Input id="fg-dot" value={form.dotNumber} onChange={(e) => setForm((f) => ({ ...f, dotNumber: e.target.value, carrierId: '' }))} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item label={t('fields.reportCategory')} required htmlFor="fg-category">
              <Select
                id="fg-category"
                data-testid="fg-category"
                placeholder={t('fields.chooseCategory')}
                value={form.reportCategory || undefined}
                onChange={chooseCategory}
                options={FREIGHTGUARD_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('fields.incidentType')} required htmlFor="fg-incident-type">
              <IncidentTypeSelect value={form.incidentType} onChange={chooseType} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item label={t('fields.severity')} htmlFor="fg-severity">
              <Select id="fg-severity" value={form.severity} onChange={(v) => set('severity', v)} options={FREIGHTGUARD_SEVERITIES.map((s) => ({ value: s, label: t(`severities.${s}`) }))} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label={t('fields.incidentDate')} htmlFor="fg-date">
              <Input id="fg-date" type="date" value={form.incidentDate} onChange={(e) => set('incidentDate', e.target.value)} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label={t('fields.monetaryImpact')} htmlFor="fg-impact">
              <Input id="fg-impact" inputMode="decimal" value={form.monetaryImpact} onChange={(e) => set('monetaryImpact', e.target.value)} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('fields.location')} htmlFor="fg-location">
          <Input id="fg-location" value={form.location} onChange={(e) => set('location', e.target.value)} />
        </Form.Item>
        <Form.Item label={t('fields.description')} required htmlFor="fg-description">
          <Input.TextArea id="fg-description" rows={4} value={form.description} onChange={(e) => set('description', e.target.value)} />
        </Form.Item>
        <Form.Item>
          <Checkbox id="fg-double" checked={form.isDoubleBrokerage} onChange={(e) => set('isDoubleBrokerage', e.target.checked)}>
            {t('fields.isDoubleBrokerage')}
          </Checkbox>
        </Form.Item>
        {form.isDoubleBrokerage ? (
          <Form.Item label={t('fields.brokerageChain')} htmlFor="fg-chain">
            <Input id="fg-chain" value={form.brokerageChain} onChange={(e) => set('brokerageChain', e.target.value)} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
