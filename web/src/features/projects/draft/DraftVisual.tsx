/**
 * A visual inserted into a draft section (`<img data-visual-id>`): looked up in the company's
 * visuals when shown, so the draft holds no image bytes or expiring URLs. A deleted or not yet
 * rendered visual shows a small note instead.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { refs } from '@tender/core';
import { useBackend } from '../../../backend/BackendContext';
import { useLiveDoc } from '../../../backend/hooks/useLiveQuery';
import { useMemberSession } from '../../../app/session/useMemberSession';

export function DraftVisual({ visualId, alt }: { visualId: string; alt: string }) {
  const { t } = useTranslation();
  const backend = useBackend();
  const session = useMemberSession();
  const live = useLiveDoc(session ? refs.visual(session.companyId, visualId) : null);
  const visual = live.status === 'ready' ? live.data.data : undefined;
  const path = visual?.status === 'ready' ? visual.storagePath : null;
  const [url, setUrl] = useState<{ path: string; url: string | null } | null>(null);

  useEffect(() => {
    if (!path) return;
    let active = true;
    backend.files.downloadUrl(path).then(
      (u) => active && setUrl({ path, url: u }),
      () => active && setUrl({ path, url: null }),
    );
    return () => {
      active = false;
    };
  }, [backend, path]);

  const name = visual?.name ?? alt;
  if (live.status === 'loading' || (path && url?.path !== path)) {
    return <Box component="span" sx={{ display: 'block', height: 120 }} aria-busy="true" />;
  }
  const src = path && url?.path === path ? url.url : null;
  if (!src) {
    return (
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        sx={{ fontStyle: 'italic' }}
      >
        [{t('drafts.visual.missing')}: {name}]
      </Typography>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={t('drafts.visual.alt', { name })}
      data-visual-id={visualId}
      sx={{ display: 'block', maxWidth: '100%', height: 'auto', my: 1, bgcolor: '#fff' }}
    />
  );
}
