import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  completedWorkflowSteps,
  explain,
  isProjectContentEditable,
  type Project,
} from '@tender/core';
import { useLocalePath } from '../../../app/i18n/LocaleContext';
import { PreloadLink } from '../../../components/PreloadLink';
import { DocumentsStep } from '../documents/DocumentsStep';
import { ChatPanel } from '../chat/ChatPanel';
import { DraftPanel } from '../draft/DraftPanel';
import { ProcessingAlert } from '../documents/ProcessingAlert';
import { useProjectFacts } from '../documents/useProjectFacts';
import { useProjectDocuments } from '../documents/useProjectDocuments';
import { SettingsPanel } from '../settings/SettingsPanel';
import { useMemberSession, type MemberSession } from '../../../app/session/useMemberSession';
import { WebsitesPanel } from '../websites/WebsitesPanel';
import { AdditionalInfoStep } from '../workflow/AdditionalInfoStep';
import { AwardCriteriaStep } from '../workflow/AwardCriteriaStep';
import { ProjectWorkflow } from '../workflow/ProjectWorkflow';
import { FactChangesNotice } from './FactChangesNotice';
import { ProjectHeader } from './ProjectHeader';
import { TenderChangedAlert } from './TenderChangedAlert';
import { useProject } from './useProject';

/** '<project name> · Tender Assistant' (spec §2: this route has no fixed title). */
function useProjectTitle(name: string | null) {
  const { t } = useTranslation();
  const app = t('app.name');
  useEffect(() => {
    if (name) document.title = `${name} · ${app}`;
  }, [name, app]);
}

/** /dashboard/projects/{id}: one tender being written. */
export function ProjectDetailPage() {
  const session = useMemberSession();
  const { id = '' } = useParams();
  if (!session) return null; // the dashboard guard shows Access Denied without a company
  return <ProjectDetail session={session} projectId={id} />;
}

function ProjectDetail({ session, projectId }: { session: MemberSession; projectId: string }) {
  const { t } = useTranslation();
  const path = useLocalePath();
  const state = useProject(session.companyId, projectId);
  useProjectTitle(state.status === 'ready' ? state.project.name : null);

  if (state.status === 'loading')
    return (
      <Box aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton variant="text" sx={{ fontSize: '2.5rem', width: '40%' }} />
        <Skeleton variant="rounded" height={320} sx={{ mt: 2 }} />
      </Box>
    );
  if (state.status === 'error')
    return (
      <Alert severity="error" role="alert">
        {t('projects.errors.loadOne')}
      </Alert>
    );
  if (state.status === 'notFound')
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
        <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
          {t('projects.detail.notFound')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('projects.detail.notFoundHint')}
        </Typography>
        <Button variant="contained" component={PreloadLink} to={path('/dashboard/projects')}>
          {t('projects.detail.backToList')}
        </Button>
      </Paper>
    );
  return <ProjectView session={session} projectId={projectId} project={state.project} />;
}

function ProjectView({
  session,
  projectId,
  project,
}: {
  session: MemberSession;
  projectId: string;
  project: Project;
}) {
  const { companyId, actor, uid } = session;
  const canEdit = explain(actor, 'project.edit', {
    companyId,
    ownerId: project.ownerId,
  }).allowed;
  const contentEditable = isProjectContentEditable(project.status);
  const editable = canEdit && contentEditable;
  const { facts, history } = useProjectFacts(companyId, projectId);
  const documents = useProjectDocuments(companyId, projectId);
  const completed = completedWorkflowSteps({
    project,
    documents: documents.status === 'ready' ? documents.data.map((d) => d.data) : [],
  });

  return (
    <>
      <ProcessingAlert
        companyId={companyId}
        projectId={projectId}
        contentEditable={contentEditable}
      />
      <TenderChangedAlert project={project} />
      <FactChangesNotice
        companyId={companyId}
        projectId={projectId}
        project={project}
        history={history}
        editable={editable}
      />
      <ProjectHeader
        companyId={companyId}
        projectId={projectId}
        project={project}
        actor={actor}
        canEdit={canEdit}
        contentEditable={contentEditable}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Stack spacing={3}>
            <DraftPanel
              companyId={companyId}
              projectId={projectId}
              project={project}
              contentEditable={contentEditable}
              editor={editable ? { actor } : undefined}
              exportInfo={{
                projectName: project.name,
                tenderReference: facts.reference[0]?.value ?? null,
              }}
            />
            <ProjectWorkflow
              completed={completed}
              render={(step) =>
                step === 'documents' ? (
                  <DocumentsStep
                    companyId={companyId}
                    projectId={projectId}
                    canEdit={canEdit}
                    contentEditable={contentEditable}
                  />
                ) : step === 'awardCriteria' ? (
                  <AwardCriteriaStep
                    companyId={companyId}
                    projectId={projectId}
                    saved={project.awardCriteria}
                    editable={editable}
                    facts={facts.awardCriteria}
                  />
                ) : (
                  <AdditionalInfoStep
                    companyId={companyId}
                    projectId={projectId}
                    saved={project.additionalInfo}
                    editable={editable}
                  />
                )
              }
            />
            <ChatPanel
              companyId={companyId}
              projectId={projectId}
              editor={editable ? { actor } : undefined}
              uid={uid}
            />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={3}>
            <SettingsPanel
              companyId={companyId}
              projectId={projectId}
              project={project}
              editable={editable}
              facts={facts.deadlines}
            />
            <WebsitesPanel
              companyId={companyId}
              projectId={projectId}
              uid={uid}
              canEdit={canEdit}
            />
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
