import { useState } from 'react';
import { Button, Card, Empty, Popconfirm, Skeleton } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useToast } from '../../../shared/hooks/useToast';
import { useCreateCarrierNoteMutation, useDeleteCarrierNoteMutation, useGetCarrierNotesQuery, useGetCommunityNotesQuery, useUpdateCarrierNoteMutation } from '../notes.api';
import type { CarrierNote } from '../notes.types';
import { buildNoteRequest, type NoteFormValues } from '../notes.validation';
import { NoteDialog } from './NoteDialog';
import { NoteItem } from './NoteItem';
import styles from './CarrierDetail.module.css';

/**
 * Notes: the user's own notes (add, edit in place, delete after a confirmation) and the notes other users shared
 * (read-only, with author and company). The spec's toasts: 'Note saved successfully' / 'Note deleted successfully',
 * failures titled 'Error' with 'Failed to save note' / 'Failed to delete note'.
 */
export function NotesTab({ carrierId }: { carrierId: string }) {
  const { t } = useTranslation('notes');
  const toast = useToast();
  const showError = useApiErrorToast();
  const own = useGetCarrierNotesQuery(carrierId);
  const community = useGetCommunityNotesQuery(carrierId);
  const [create, { isLoading: creating }] = useCreateCarrierNoteMutation();
  const [update, { isLoading: updating }] = useUpdateCarrierNoteMutation();
  const [remove] = useDeleteCarrierNoteMutation();
  const [dialog, setDialog] = useState<{ open: boolean; note: CarrierNote | null }>({ open: false, note: null });

  const save = (values: NoteFormValues) => {
    const request = buildNoteRequest(carrierId, values);
    const call = dialog.note ? update({ id: dialog.note.id, ...request }) : create(request);
    call
      .unwrap()
      .then(() => {
        toast({ title: t('toasts.saved'), variant: 'success' });
        setDialog({ open: false, note: null });
      })
      .catch((error: unknown) => showError(error, { title: t('toasts.error'), description: t('toasts.saveFailed') }));
  };

  const onDelete = (note: CarrierNote) =>
    remove({ id: note.id, carrierId })
      .unwrap()
      .then(() => toast({ title: t('toasts.deleted'), variant: 'success' }))
      .catch((error: unknown) => showError(error, { title: t('toasts.error'), description: t('toasts.deleteFailed') }));

  const ownNotes = own.data ?? [];
  const communityNotes = community.data ?? [];

  return (
    <div className={styles.tabStack}>
      <Card
        variant="outlined"
        title={t('mine')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true, note: null })}>
            {t('add')}
          </Button>
        }
      >
        {own.isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : ownNotes.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} data-testid="notes-empty" />
        ) : (
          <ul className={styles.noteList}>
            {ownNotes.map((note) => (
              <NoteItem
                key={note.id}
                note={note}
                actions={
                  <span className={styles.noteActions}>
                    <Button type="text" size="small" icon={<EditOutlined />} aria-label={t('edit')} onClick={() => setDialog({ open: true, note })} />
                    <Popconfirm title={t('deleteConfirm')} description={t('deleteConfirmText')} okText={t('delete')} cancelText={t('cancel')} onConfirm={() => onDelete(note)}>
                      <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('delete')} />
                    </Popconfirm>
                  </span>
                }
              />
            ))}
          </ul>
        )}
      </Card>
      <Card variant="outlined" title={t('community')}>
        <p className={styles.cardIntro}>{t('communityIntro')}</p>
        {community.isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : communityNotes.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('communityEmpty')} data-testid="community-notes-empty" />
        ) : (
          <ul className={styles.noteList}>
            {communityNotes.map((note) => (
              <NoteItem key={note.id} note={note} community />
            ))}
          </ul>
        )}
      </Card>
      <NoteDialog open={dialog.open} note={dialog.note} saving={creating || updating} onSave={save} onClose={() => setDialog({ open: false, note: null })} />
    </div>
  );
}
