import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { refs } from '@tender/core';
import { useLiveDoc } from '../../backend/hooks/useLiveQuery';
import { TenderFacts } from './TenderFacts';
import { useMarkViewed } from './useMarkViewed';

/**
 * The tender open in the side panel (?tender=<id>): read only when it is one of the company's
 * matches, so a missing or foreign id says 'No tender selected'. Opening marks it viewed.
 */
export function TenderDetailPanel({
  companyId,
  uid,
  tenderId,
  onClose,
}: {
  companyId: string;
  uid: string;
  tenderId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="right"
      open={tenderId !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 560 }, p: 3 },
          role: 'dialog',
          'aria-labelledby': 'tender-detail-title',
        } as object,
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <IconButton onClick={onClose} aria-label={t('common.close')}>
          <CloseOutlined />
        </IconButton>
      </Stack>
      {tenderId && (
        <TenderDetail companyId={companyId} uid={uid} tenderId={tenderId} key={tenderId} />
      )}
    </Drawer>
  );
}

function TenderDetail({
  companyId,
  uid,
  tenderId,
}: {
  companyId: string;
  uid: string;
  tenderId: string;
}) {
  const { t } = useTranslation();
  const validId = /^[A-Za-z0-9_-]{1,200}$/.test(tenderId);
  const match = useLiveDoc(validId ? refs.tenderMatch(companyId, tenderId) : null);
  const matchData = match.status === 'ready' ? (match.data.data ?? null) : undefined;
  const tender = useLiveDoc(matchData ? refs.tender(tenderId) : null);
  useMarkViewed(matchData ? tenderId : null, matchData ? matchData.viewedBy.includes(uid) : null);

  if (!validId || matchData === null || (tender.status === 'ready' && !tender.data.exists))
    return (
      <Alert severity="warning" role="alert" id="tender-detail-title">
        {t('signaling.errors.noTenderSelected')}
      </Alert>
    );
  if (match.status === 'error' || tender.status === 'error')
    return (
      <Alert severity="error" role="alert" id="tender-detail-title">
        {t('signaling.errors.loadDocuments')}
      </Alert>
    );
  if (!matchData || tender.status !== 'ready' || !tender.data.data)
    return (
      <Box aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={48} />
        <Skeleton height={24} width="60%" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={32} />
        ))}
      </Box>
    );
  return <TenderFacts tenderId={tenderId} match={matchData} tender={tender.data.data} />;
}
