import { useState } from 'react';
import { Form, Input, Modal, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { parseMonetaryImpact } from '@logiscope/proto/http';

/** Resolve one's own report, recording the amount recovered (0 when empty). */
export function ResolveDialog({ open, submitting, onResolve, onClose }: { open: boolean; submitting: boolean; onResolve: (amount: number) => void; onClose: () => void }) {
  const { t } = useTranslation('freightguard');
  const [amount, setAmount] = useState('');
  const parsed = parseMonetaryImpact(amount);
  return (
    <Modal
      open={open}
      title={t('resolveDialog.title')}
      onCancel={onClose}
      okText={t('resolveDialog.confirm')}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: Number.isNaN(parsed), loading: submitting, 'data-testid': 'fg-resolve-confirm' } as ButtonProps}
      onOk={() => onResolve(parsed ?? 0)}
    >
      <Typography.Paragraph>{t('resolveDialog.text')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('fields.amountRecovered')} htmlFor="fg-recovered">
          <Input id="fg-recovered" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
