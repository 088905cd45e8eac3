import { Button, Popconfirm, Select, Space, Table, Tag } from 'antd';
import type { TeamMemberView } from '@logiscope/proto/views';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import { useRemoveTeamMemberMutation, useSetTeamMemberRoleMutation, useSetTeamMemberStatusMutation } from '../team.api';

const nameOf = (m: TeamMemberView) => `${m.firstName} ${m.lastName}`.trim() || m.email;

/** An ADMIN's actions on another member: block or unblock, the role, delete after the confirmation. */
function MemberActions({ member }: { member: TeamMemberView }) {
  const { t } = useTranslation('team');
  const toast = useToast();
  const showError = useApiErrorToast();
  const errorText = useErrorText();
  const [setStatus, status] = useSetTeamMemberStatusMutation();
  const [setRole, role] = useSetTeamMemberRoleMutation();
  const [remove, removal] = useRemoveTeamMemberMutation();
  const name = nameOf(member);

  const toggle = async () => {
    try {
      await setStatus({ id: member.id, isActive: !member.isActive }).unwrap();
      toast({ title: t('team.updated'), description: t(member.isActive ? 'team.blockedText' : 'team.unblockedText', { name }), variant: 'success' });
    } catch (error) {
      showError(error, { title: t('team.updateFailed'), description: errorText(error, '') });
    }
  };
  const changeRole = async (next: 'USER' | 'ADMIN') => {
    try {
      await setRole({ id: member.id, role: next }).unwrap();
      toast({ title: t('team.updated'), description: t('team.roleText', { name, role: t(`team.roles.${next}`) }), variant: 'success' });
    } catch (error) {
      showError(error, { title: t('team.updateFailed'), description: errorText(error, '') });
    }
  };
  const del = async () => {
    try {
      await remove({ id: member.id }).unwrap();
      toast({ title: t('team.deleted'), description: t('team.deletedText', { name }), variant: 'success' });
    } catch (error) {
      showError(error, { title: t('team.deleteFailed'), description: errorText(error, '') });
    }
  };

  return (
    <Space wrap>
      <Button size="small" onClick={() => void toggle()} loading={status.isLoading} data-testid="member-toggle-status">
        {member.isActive ? t('team.block') : t('team.unblock')}
      </Button>
      <Select<'USER' | 'ADMIN'>
        size="small"
        value={member.role}
        onChange={(next) => void changeRole(next)}
        loading={role.isLoading}
        aria-label={t('team.roleOf', { name })}
        options={(['USER', 'ADMIN'] as const).map((r) => ({ value: r, label: t(`team.roles.${r}`) }))}
        data-testid="member-role"
        style={{ minWidth: 130 }}
      />
      <Popconfirm
        title={t('team.deleteConfirmTitle', { name })}
        description={t('team.deleteConfirmText', { name })}
        okText={t('team.delete')}
        cancelText={t('team.cancel')}
        okButtonProps={{ danger: true, loading: removal.isLoading, ...({ 'data-testid': 'member-delete-confirm' } as Record<string, string>) }}
        onConfirm={() => del()}
      >
        <Button size="small" danger data-testid="member-delete">
          {t('team.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}

/** The members, each with status and role; the signed-in user's own row is marked 'You' and has no actions. */
export function TeamTable({ members, selfId }: { members: TeamMemberView[]; selfId: string }) {
  const { t } = useTranslation('team');
  return (
    <Table<TeamMemberView>
      rowKey="id"
      dataSource={members}
      pagination={false}
      size="middle"
      scroll={{ x: true }}
      onRow={(m) => ({ 'data-testid': 'team-member-row', 'data-email': m.email } as object)}
      columns={[
        {
          key: 'name',
          title: t('team.columns.name'),
          render: (_, m) => (
            <Space>
              {nameOf(m)}
              {m.id === selfId ? <Tag color="blue" data-testid="member-you">{t('team.you')}</Tag> : null}
            </Space>
          ),
        },
        { key: 'email', title: t('team.columns.email'), dataIndex: 'email' },
        { key: 'role', title: t('team.columns.role'), render: (_, m) => <Tag data-testid="member-role-tag">{t(`team.roles.${m.role}`)}</Tag> },
        {
          key: 'status',
          title: t('team.columns.status'),
          render: (_, m) => (
            <Space>
              <Tag color={m.isActive ? 'green' : 'red'} data-testid="member-status">{m.isActive ? t('team.status.active') : t('team.status.blocked')}</Tag>
              {m.invitationPending ? <Tag color="gold">{t('team.status.invited')}</Tag> : null}
            </Space>
          ),
        },
        { key: 'actions', title: t('team.columns.actions'), render: (_, m) => (m.id === selfId ? null : <MemberActions member={m} />) },
      ]}
    />
  );
}
