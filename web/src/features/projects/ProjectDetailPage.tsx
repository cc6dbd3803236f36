import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Spec §2: no fixed title; until projects load (later issue) the page names the project's ID. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return <PlaceholderPage title={t('pages.projectDetail.title', { id })} />;
}
