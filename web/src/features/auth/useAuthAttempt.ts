import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authErrorMessage, type AuthErrorMessage } from './authErrorMessage';

/**
 * Runs an identity-service action for a form: clears the last error, and on failure keeps the
 * translated message for <AuthErrorAlert>. Resolves true when the action succeeded.
 */
export function useAuthAttempt() {
  const { t } = useTranslation();
  const [error, setError] = useState<AuthErrorMessage | null>(null);
  const attempt = useCallback(
    async (action: () => Promise<void>): Promise<boolean> => {
      setError(null);
      try {
        await action();
        return true;
      } catch (caught) {
        setError(authErrorMessage(caught, t));
        return false;
      }
    },
    [t],
  );
  const clear = useCallback(() => setError(null), []);
  return { error, attempt, clear };
}
