import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  ACCEPTED_FILE_KINDS,
  MAX_UPLOAD_MB,
  type UploadTarget,
  acceptedContentTypes,
  acceptedExtensions,
} from '@tender/core';

/**
 * Drop files here or choose them (the button is the keyboard's way in), for project documents and
 * knowledge bases alike. Every file is handed on, acceptable or not: the caller shows a refused
 * file with its reason instead of dropping it silently.
 */
export function FileDropZone({
  target,
  title,
  onFiles,
  disabled = false,
}: {
  /** Which file kinds the picker offers (uploads.ts ACCEPTED_FILE_KINDS). */
  target: UploadTarget;
  /** 'Drag and drop tender documents here', ... */
  title: string;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const accept = [...acceptedExtensions(target), ...acceptedContentTypes(target)].join(',');
  const types = ACCEPTED_FILE_KINDS[target].map((k) => k.toUpperCase()).join(', ');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };

  return (
    <Box
      data-testid="document-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        borderRadius: 2,
        p: { xs: 2, sm: 3 },
        textAlign: 'center',
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
      <UploadFileOutlined color={disabled ? 'disabled' : 'primary'} sx={{ fontSize: 40 }} />
      <Typography variant="body1" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('documents.upload.hint', { types, maxMb: MAX_UPLOAD_MB })}
      </Typography>
      <Button
        variant="contained"
        disabled={disabled}
        onClick={() => input.current?.click()}
        aria-describedby={hintId}
      >
        {t('documents.upload.choose')}
      </Button>
      <input
        ref={input}
        data-testid="document-file-input"
        type="file"
        multiple
        accept={accept}
        hidden
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = ''; // the same file can be chosen again (e.g. after a failure)
          if (files.length > 0) onFiles(files);
        }}
      />
    </Box>
  );
}
