import { Avatar } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../features/auth/auth.types';
import { displayNameOf, initialOf } from '../../features/auth/auth.session';

/** The profile picture, or the first letter of the name (or e-mail) when there is none or it fails to load. */
export function UserAvatar({ user }: { user: User }) {
  const { t } = useTranslation();
  const [imageFailed, setImageFailed] = useState(false);
  const src = user.profileImageUrl && !imageFailed ? user.profileImageUrl : undefined;
  return (
    <Avatar
      src={src}
      alt={t('header.avatarAlt', { name: displayNameOf(user) })}
      onError={() => {
        setImageFailed(true);
        return false;
      }}
      style={{ backgroundColor: '#1d4ed8', flex: 'none' }}
      data-testid="user-avatar"
    >
      {initialOf(user)}
    </Avatar>
  );
}
