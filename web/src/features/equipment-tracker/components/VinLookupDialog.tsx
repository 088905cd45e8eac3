import type { ReactNode } from 'react';
import { Button, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export interface VinLookupDialogProps {
  open: boolean;
  onClose: () => void;
  value: string;
  onChange: (value: string) => void;
  onLookUp: (value: string) => void;
  invalid?: boolean;
  /** What the lookup found (a card), or says. */
  children?: ReactNode;
}

/** The VIN Lookup dialog's frame: its hint, the VIN field (upper-cased as typed) and Look Up (sample and live screens). */
export function VinLookupDialog({ open, onClose, value, onChange, onLookUp, invalid = false, children }: VinLookupDialogProps) {
  const { t } = useTranslation('equipment');
  return (
    <Modal open={open} title={t('tracker.vinLookupTitle')} onCancel={onClose} footer={<Button onClick={onClose}>{t('tracker.close')}</Button>} width={720}>
      <p style={{ marginTop: 0, color: 'rgba(0,0,0,0.6)' }}>{t('tracker.vinLookupHint')}</p>
      <Input.Search
        aria-label={t('tracker.vinLookupLabel')}
        placeholder={t('tracker.vinLookupLabel')}
        value={value}
        onChange={(event) => onChange(event.target.value.toUpperCase())}
        onSearch={onLookUp}
        enterButton={t('tracker.vinLookupAction')}
        status={invalid ? 'error' : undefined}
        style={{ marginBottom: 16 }}
      />
      {children}
    </Modal>
  );
}
