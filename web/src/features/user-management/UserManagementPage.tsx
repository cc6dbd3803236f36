import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import { actorFromClaims, can } from '@tender/core';
import { PageHeader } from '../../components/PageHeader';
import { useSessionState } from '../../app/session/SessionContext';
import { AddUserDialog } from './AddUserDialog';
import { MyAccountTab } from './MyAccountTab';
import type { GeneratedPassword } from './PasswordOnceDialog';
import { UsersTab } from './UsersTab';

export type UserManagementTab = 'users' | 'account';

/** `?tab=account` opens My Account (the account menu links there); anything else is Users. */
export function tabFromQuery(value: string | null): UserManagementTab {
  return value === 'account' ? 'account' : 'users';
}

/**
 * /dashboard/userManagement (spec §2, §6): the company's users, with admin actions for admins only,
 * and My Account for everyone. The session is read live, so a role change shows or hides the admin
 * actions without signing out.
 */
export function Component() {
  const { t } = useTranslation();
  const session = useSessionState();
  const [searchParams, setSearchParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const [generated, setGenerated] = useState<GeneratedPassword | null>(null);
  const tab = tabFromQuery(searchParams.get('tab'));
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));

  if (session.status !== 'signedIn') return null; // the guard only renders this page signed in
  const { user, access } = session.session;
  const actor = actorFromClaims(
    user.uid,
    { companyId: access.companyId ?? undefined, role: access.role ?? undefined },
    access.status,
  );
  const isAdmin = can(actor, 'user.create');

  const addButton =
    isAdmin && tab === 'users' ? (
      <Button
        variant="contained"
        startIcon={<PersonAddOutlined />}
        onClick={() => setAdding(true)}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0, flex: { xs: 1, sm: 'none' } }}
      >
        {t('users.actions.add')}
      </Button>
    ) : null;

  const selectTab = (next: UserManagementTab) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'account') params.set('tab', 'account');
        else params.delete('tab');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <PageHeader
        title={t('pages.userManagement.title')}
        actions={compact ? undefined : addButton}
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_, next: UserManagementTab) => selectTab(next)}
          aria-label={t('users.tabs.label')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab
            value="users"
            label={t('users.tabs.users')}
            id="tab-users"
            aria-controls="tabpanel-users"
          />
          <Tab
            value="account"
            label={t('users.tabs.account')}
            id="tab-account"
            aria-controls="tabpanel-account"
          />
        </Tabs>
      </Box>
      <div role="tabpanel" id={`tabpanel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {/* Phones: the header has no room beside the title, so the button leads the tab. */}
        {compact && addButton && <Box sx={{ display: 'flex', mb: 2 }}>{addButton}</Box>}
        {tab === 'users' && access.companyId ? (
          <UsersTab
            companyId={access.companyId}
            currentUid={user.uid}
            isAdmin={isAdmin}
            generated={generated}
            onGenerated={setGenerated}
          />
        ) : (
          <MyAccountTab uid={user.uid} email={user.email} />
        )}
      </div>
      {isAdmin && (
        <AddUserDialog
          open={adding}
          onClose={() => setAdding(false)}
          onCreated={(created) => {
            setAdding(false);
            setGenerated(created);
          }}
        />
      )}
    </>
  );
}
