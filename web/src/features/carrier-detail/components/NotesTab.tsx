import { useState, type ReactNode } from 'react';
import { Button, Card, Empty, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, LockOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import { useToast } from '../../../shared/hooks/useToast';
import { PlannedFeature } from '../../../shared/ui/PlannedFeature';
import type { CarrierNote } from '../carrier-detail.types';
import {
  CARRIER_NOTES_SERVED,
  useCreateCarrierNoteMutation,
  useDeleteCarrierNoteMutation,
  useGetCarrierNotesQuery,
  useGetCommunityNotesQuery,
  useUpdateCarrierNoteMutation,
} from '../carrier-detail.api';
import { buildNoteRequest, type NoteFormValues } from '../notes.validation';
import { NoteDialog } from './NoteDialog';
import styles from './CarrierDetail.module.css';

function NoteItem({ note, actions }: { note: CarrierNote; actions?: ReactNode }) {
  const { t } = useTranslation('carrierDetail');
  const formatDate = useDateFormat();
  return (
    <li className={styles.note} data-testid="carrier-note">
      <div className={styles.noteHead}>
        <strong>{note.title || t('notes.untitled')}</strong>
        <span className={styles.noteTags}>
          <Tag>{t(`notes.categories.${note.category}`, { defaultValue: note.category })}</Tag>
          {note.isPrivate ? (
            <Tag icon={<LockOutlined />}>{t('notes.private')}</Tag>
          ) : (
            <Tag icon={<TeamOutlined />} color="blue">
              {t('notes.shared')}
            </Tag>
          )}
        </span>
        {actions}
      </div>
      <Typography.Paragraph className={styles.noteContent}>{note.content}</Typography.Paragraph>
      <div className={styles.noteFoot}>
        {note.tags?.map((tag) => (
          <Tag key={tag} color="geekblue">
            #{tag}
          </Tag>
        ))}
        <span>{[note.authorName, formatDate(note.createdAt, true)].filter(Boolean).join(' · ')}</span>
      </div>
    </li>
  );
}

/**
 * Notes: the user's own notes (add, edit, delete) and community notes from others (read-only). While the note
 * operations are planned, the tab says so and asks nothing of the server.
 */
export function NotesTab({ carrierId }: { carrierId: string }) {
  const { t } = useTranslation('carrierDetail');
  const toast = useToast();
  const showError = useApiErrorToast();
  const own = useGetCarrierNotesQuery(carrierId, { skip: !CARRIER_NOTES_SERVED });
  const community = useGetCommunityNotesQuery(carrierId, { skip: !CARRIER_NOTES_SERVED });
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
        toast({ title: t('notes.toasts.saved'), variant: 'success' });
        setDialog({ open: false, note: null });
      })
      .catch((error: unknown) => showError(error, { title: t('notes.toasts.error'), description: t('notes.toasts.saveFailed') }));
  };

  const onDelete = (note: CarrierNote) =>
    remove({ id: note.id, carrierId })
      .unwrap()
      .then(() => toast({ title: t('notes.toasts.deleted'), variant: 'success' }))
      .catch((error: unknown) => showError(error, { title: t('notes.toasts.error'), description: t('notes.toasts.deleteFailed') }));

  if (!CARRIER_NOTES_SERVED) {
    return (
      <Card variant="outlined" title={t('tabs.notes')}>
        <PlannedFeature title={t('planned.notesTitle')} description={t('planned.notesText')} testId="notes-planned" />
      </Card>
    );
  }

  const ownNotes = own.data ?? [];
  const communityNotes = (community.data ?? []).filter((note) => !ownNotes.some((mine) => mine.id === note.id));

  return (
    <div className={styles.tabStack}>
      <Card
        variant="outlined"
        title={t('notes.mine')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true, note: null })}>
            {t('notes.add')}
          </Button>
        }
      >
        {own.isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : ownNotes.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notes.empty')} data-testid="notes-empty" />
        ) : (
          <ul className={styles.noteList}>
            {ownNotes.map((note) => (
              <NoteItem
                key={note.id}
                note={note}
                actions={
                  <span className={styles.noteActions}>
                    <Button type="text" size="small" icon={<EditOutlined />} aria-label={t('notes.edit')} onClick={() => setDialog({ open: true, note })} />
                    <Popconfirm title={t('notes.deleteConfirm')} okText={t('notes.delete')} cancelText={t('notes.cancel')} onConfirm={() => onDelete(note)}>
                      <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('notes.delete')} />
                    </Popconfirm>
                  </span>
                }
              />
            ))}
          </ul>
        )}
      </Card>
      <Card variant="outlined" title={t('notes.community')}>
        <p className={styles.cardIntro}>{t('notes.communityIntro')}</p>
        {community.isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : communityNotes.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notes.communityEmpty')} data-testid="community-notes-empty" />
        ) : (
          <ul className={styles.noteList}>
            {communityNotes.map((note) => (
              <NoteItem key={note.id} note={note} />
            ))}
          </ul>
        )}
      </Card>
      <NoteDialog open={dialog.open} note={dialog.note} saving={creating || updating} onSave={save} onClose={() => setDialog({ open: false, note: null })} />
    </div>
  );
}
