import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { useSnackbar } from '../../toasts/toasts';
import { deferred, afterFirstScreen } from '../../../components/preferences/deferred';
import { useBackend } from '../../../backend/BackendContext';
import { useSessionState } from '../../session/SessionContext';
import { useLocalePath } from '../../i18n/LocaleContext';

const AccountMenuList = deferred(() => import('./AccountMenuList'));
const preloadList = () => void AccountMenuList.preload().catch(() => undefined);

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

export function AccountMenu() {
  const { t } = useTranslation();
  const { auth } = useBackend();
  const session = useSessionState();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const { enqueueSnackbar } = useSnackbar();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so the menu keeps its closing transition.
  const [opened, setOpened] = useState(false);
  useEffect(() => afterFirstScreen(preloadList), []);
  if (session.status !== 'signedIn') return null;
  const { user, access } = session.session;
  const name = user.displayName ?? user.email;

  const signOut = async () => {
    setAnchor(null);
    try {
      await auth.signOut();
      await navigate(localePath('/authentication'), { replace: true });
    } catch {
      enqueueSnackbar(t('auth.errors.signOutFailed'), { variant: 'error' });
    }
  };

  return (
    <>
      <IconButton
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        onPointerEnter={preloadList}
        onFocus={preloadList}
        aria-label={t('account.menu')}
        aria-haspopup="menu"
        data-testid="account-menu"
      >
        <Avatar
          sx={{
            width: 32,
            height: 32,
            fontSize: 14,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {initials(name)}
        </Avatar>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <AccountMenuList.Component
            anchor={anchor}
            name={name}
            email={user.email}
            role={access.role}
            onClose={() => setAnchor(null)}
            onMyAccount={() => {
              setAnchor(null);
              void navigate(localePath('/dashboard/userManagement?tab=account'));
            }}
            onSignOut={() => void signOut()}
          />
        </Suspense>
      )}
    </>
  );
}
