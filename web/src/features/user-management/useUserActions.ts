import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/toasts/toasts';
import type { Role, UserStatus } from '@tender/core';
import { useBackend } from '../../backend/BackendContext';
import type { GeneratedPassword } from './PasswordOnceDialog';
import { describeFailure, failureText } from './messages';
import type { UserRow } from './useCompanyUsers';

/** A delete or password reset waiting for the admin to confirm it. */
export type PendingUserAction = { kind: 'delete' | 'reset'; user: UserRow } | null;

/**
 * What an admin does to a colleague from the users list: change the role or status at once, and
 * delete or reset the password after confirming. Rows being changed are `busy`.
 */
export function useUserActions(onGenerated: (generated: GeneratedPassword) => void) {
  const { t, i18n } = useTranslation();
  const backend = useBackend();
  const { enqueueSnackbar } = useSnackbar();
  // `open` closes the dialog; `target` stays so the dialog keeps its text while it fades out.
  const [confirm, setConfirmState] = useState<{ open: boolean; target: PendingUserAction }>({
    open: false,
    target: null,
  });
  const setConfirm = (next: PendingUserAction) =>
    setConfirmState((current) =>
      next ? { open: true, target: next } : { open: false, target: current.target },
    );
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const exists = (key: string) => i18n.exists(key);

  const markBusy = (uid: string, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(uid);
      else next.delete(uid);
      return next;
    });

  const changeRole = async (user: UserRow, next: Role) => {
    if (next === user.role) return;
    markBusy(user.uid, true);
    try {
      await backend.call('setRole', { uid: user.uid, role: next });
      enqueueSnackbar(
        t('users.toasts.roleChanged', { name: user.name, role: t(`roles.${next}`) }),
        {
          variant: 'success',
        },
      );
    } catch (error) {
      enqueueSnackbar(failureText(describeFailure(error, 'users.errors.setRole', t, exists)), {
        variant: 'error',
      });
    } finally {
      markBusy(user.uid, false);
    }
  };

  const changeStatus = async (user: UserRow, next: UserStatus) => {
    markBusy(user.uid, true);
    try {
      await backend.call('setStatus', { uid: user.uid, status: next });
      enqueueSnackbar(
        t(next === 'active' ? 'users.toasts.enabled' : 'users.toasts.disabled', {
          name: user.name,
        }),
        { variant: 'success' },
      );
    } catch (error) {
      enqueueSnackbar(failureText(describeFailure(error, 'users.errors.setStatus', t, exists)), {
        variant: 'error',
      });
    } finally {
      markBusy(user.uid, false);
    }
  };

  const runConfirmed = async () => {
    if (!confirm.open || !confirm.target) return null;
    const { kind, user } = confirm.target;
    try {
      if (kind === 'delete') {
        await backend.call('deleteUser', { uid: user.uid });
        enqueueSnackbar(t('users.toasts.deleted', { name: user.name }), { variant: 'success' });
      } else {
        const { password } = await backend.call('resetPassword', { uid: user.uid });
        onGenerated({ name: user.name, email: user.email, password, kind: 'reset' });
      }
      setConfirm(null);
      return null;
    } catch (error) {
      return describeFailure(
        error,
        kind === 'delete' ? 'users.errors.delete' : 'users.errors.resetPassword',
        t,
        exists,
      );
    }
  };

  return { busy, confirm, setConfirm, changeRole, changeStatus, runConfirmed };
}
