import type { ReactNode } from 'react';
import { Tag, Typography } from 'antd';
import { LockOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import type { CarrierNote } from '../notes.types';
import styles from './CarrierDetail.module.css';

/**
 * One note: title, category, private or shared, content, tags, when it was written (and edited), and, on community
 * notes, who wrote it and for which company. `actions` are the author's edit and delete buttons; a community note has
 * none and says it is read-only.
 */
export function NoteItem({ note, actions, community = false }: { note: CarrierNote; actions?: ReactNode; community?: boolean }) {
  const { t } = useTranslation('notes');
  const formatDate = useDateFormat();
  const edited = note.updatedAt && note.updatedAt !== note.createdAt ? t('edited', { date: formatDate(note.updatedAt, true) }) : '';
  const author = community && note.authorName ? t('byline', { author: note.authorName, company: note.companyName || '' }) : '';
  return (
    <li className={styles.note} data-testid={community ? 'community-note' : 'carrier-note'}>
      <div className={styles.noteHead}>
        <strong>{note.title || t('untitled')}</strong>
        <span className={styles.noteTags}>
          <Tag>{t(`categories.${note.category}`, { defaultValue: note.category })}</Tag>
          {note.isPrivate ? (
            <Tag icon={<LockOutlined />}>{t('private')}</Tag>
          ) : (
            <Tag icon={<TeamOutlined />} color="blue">
              {t('shared')}
            </Tag>
          )}
          {community && <Tag>{t('readOnly')}</Tag>}
        </span>
        {actions}
      </div>
      <Typography.Paragraph className={styles.noteContent}>{note.content}</Typography.Paragraph>
      <div className={styles.noteFoot}>
        {note.tags.map((tag) => (
          <Tag key={tag} color="geekblue">
            #{tag}
          </Tag>
        ))}
        <span>{[author, formatDate(note.createdAt, true), edited].filter(Boolean).join(' · ')}</span>
      </div>
    </li>
  );
}
