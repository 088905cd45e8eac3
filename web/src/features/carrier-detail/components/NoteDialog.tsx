import { useEffect } from 'react';
import { Checkbox, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { showFieldErrors, translateErrors } from '../../../shared/forms/formErrors';
import { NOTE_CATEGORIES, type CarrierNote } from '../notes.types';
import { NOTE_TITLE_MAX, validateNote, type NoteFormValues } from '../notes.validation';

/** Add or edit a note: title (1-200), content, category, private (default), comma-separated tags. */
export function NoteDialog({
  open,
  note,
  saving,
  onSave,
  onClose,
}: {
  open: boolean;
  note: CarrierNote | null;
  saving: boolean;
  onSave: (values: NoteFormValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('notes');
  const [form] = Form.useForm<NoteFormValues>();

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      note
        ? { title: note.title, content: note.content, category: note.category, isPrivate: note.isPrivate, tags: note.tags.join(', ') }
        : { title: '', content: '', category: 'GENERAL', isPrivate: true, tags: '' },
    );
  }, [form, note, open]);

  const submit = () => {
    const values = form.getFieldsValue(true) as NoteFormValues;
    const result = validateNote(values);
    if (Object.keys(result.fieldErrors).length > 0) {
      showFieldErrors(form, translateErrors(result.fieldErrors, t));
      return;
    }
    onSave(values);
  };

  return (
    <Modal
      open={open}
      title={note ? t('editTitle') : t('addTitle')}
      okText={note ? t('update') : t('save')}
      cancelText={t('cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      forceRender
    >
      <Form<NoteFormValues> form={form} layout="vertical" name="carrier-note" onFinish={submit}>
        <Form.Item name="title" label={t('fields.title')} required>
          <Input maxLength={NOTE_TITLE_MAX + 1} showCount={{ formatter: ({ count }) => `${count}/${NOTE_TITLE_MAX}` }} />
        </Form.Item>
        <Form.Item name="content" label={t('fields.content')} required>
          <Input.TextArea rows={5} />
        </Form.Item>
        <Form.Item name="category" label={t('fields.category')}>
          <Select options={NOTE_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) }))} />
        </Form.Item>
        <Form.Item name="tags" label={t('fields.tags')} extra={t('tagsHint')}>
          <Input placeholder={t('tagsPlaceholder')} />
        </Form.Item>
        <Form.Item name="isPrivate" valuePropName="checked" extra={t('privateHint')}>
          <Checkbox>{t('fields.private')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
