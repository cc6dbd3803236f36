import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { NotificationSettings } from '@tender/core';
import { loadMessages } from '../../../app/i18n/i18n';
import { useLocale } from '../../../app/i18n/LocaleContext';
import { useBackend } from '../../../backend/BackendContext';

type Preview =
  | { status: 'closed' }
  | { status: 'loading' }
  | { status: 'ready'; subject: string; html: string; matchCount: number }
  | { status: 'error' };

/**
 * "Preview digest" in the notification settings: the e-mail core's digest service would send the
 * signed-in user (same renderer, their language), shown in a sandboxed frame (no scripts, no access
 * to the app). Uses the form's unsaved threshold and frequency.
 */
export function DigestPreviewButton({
  companyId,
  uid,
  settings,
}: {
  companyId: string;
  uid: string;
  settings: Pick<NotificationSettings, 'minScore' | 'frequency'>;
}) {
  const { t } = useTranslation();
  const backend = useBackend();
  const locale = useLocale();
  const [preview, setPreview] = useState<Preview>({ status: 'closed' });

  const open = async () => {
    setPreview({ status: 'loading' });
    try {
      // Loaded on demand: the digest renderer and the other language's texts stay out of the page.
      const [{ previewDigest }, en, nl] = await Promise.all([
        import('@tender/core/services/digest/index'),
        loadMessages('en'),
        loadMessages('nl'),
      ]);
      const minScore = Number.isFinite(settings.minScore) ? settings.minScore : 0;
      const { digest, matchCount } = await previewDigest(backend.docs, {
        companyId,
        uid,
        locale,
        appUrl: window.location.origin,
        now: Date.now(),
        messages: {
          en: en.digest as Record<string, unknown>,
          nl: nl.digest as Record<string, unknown>,
        },
        settings: { minScore, frequency: settings.frequency },
      });
      setPreview({ status: 'ready', subject: digest.subject, html: digest.html, matchCount });
    } catch {
      setPreview({ status: 'error' });
    }
  };
  const close = () => setPreview({ status: 'closed' });

  return (
    <>
      <Button onClick={() => void open()}>{t('digest.preview.button')}</Button>
      <Dialog
        open={preview.status !== 'closed'}
        onClose={close}
        fullWidth
        maxWidth="md"
        aria-labelledby="digest-preview-title"
      >
        <DialogTitle id="digest-preview-title">{t('digest.preview.title')}</DialogTitle>
        <DialogContent dividers>
          {preview.status === 'loading' && <CircularProgress aria-label={t('common.loading')} />}
          {preview.status === 'error' && (
            <Alert severity="error">{t('digest.preview.failed')}</Alert>
          )}
          {preview.status === 'ready' && (
            <>
              <Typography variant="body2" sx={{ mb: 2 }}>
                {t('digest.preview.intro')}
              </Typography>
              {preview.matchCount === 0 ? (
                <Alert severity="info">{t('digest.preview.empty')}</Alert>
              ) : (
                <>
                  <Typography variant="subtitle1" component="p" sx={{ mb: 1, fontWeight: 600 }}>
                    {preview.subject}
                  </Typography>
                  <Box
                    component="iframe"
                    title={t('digest.preview.frameTitle')}
                    sandbox=""
                    srcDoc={preview.html}
                    sx={{
                      width: '100%',
                      height: '60vh',
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 1,
                      // The e-mail has its own light colours, also in dark mode (as in a mail client).
                      bgcolor: '#f5f5f5',
                    }}
                  />
                </>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('digest.preview.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
