import { useTranslation } from 'react-i18next';
import { FileDropZone } from '../../../components/upload/FileDropZone';

/** The project's drop zone: PDF, DOC, DOCX (components/upload/FileDropZone.tsx). */
export function DropZone({
  onFiles,
  disabled = false,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FileDropZone
      target="project"
      title={t('documents.upload.dropHere')}
      onFiles={onFiles}
      disabled={disabled}
    />
  );
}
