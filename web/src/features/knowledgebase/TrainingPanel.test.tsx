/** The training panel names the job's step from the live progress, in the reader's language. */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { type Actor, type KnowledgeBase, type Locale, Timestamp, rtdbPaths } from '@tender/core';
import type { TrainingProgress } from '@tender/core/services/training/trainKnowledgeBase';
import { AppProviders } from '../../app/App';
import { createI18n } from '../../app/i18n/i18n';
import { LocaleContext } from '../../app/i18n/LocaleContext';
import { ADMIN, PASSWORD, makeDemo } from '../../backend/demo/testing';
import type { Backend } from '../../backend/types';
import { TrainingPanel } from './TrainingPanel';

const COMPANY = 'van-dijk-bouw';
const ADMIN_ACTOR: Actor = {
  uid: 'u-admin-vandijk',
  companyId: COMPANY,
  role: 'admin',
  status: 'active',
};
const TIMEOUT = { timeout: 15_000 };

/** A base whose training runs, as the callable leaves it. */
function runningBase(): KnowledgeBase {
  const now = Timestamp.fromMillis(Date.UTC(2026, 2, 2, 9));
  return {
    name: 'Bedrijfsinformatie',
    description: '',
    category: 'company_info',
    type: 'pretrained',
    locked: true,
    permanentlyLocked: true,
    trainingState: 'in_progress',
    trainingError: null,
    trainingStartedAt: now,
    trainedAt: null,
    documentCount: 2,
    createdBy: ADMIN_ACTOR.uid,
    createdAt: now,
    updatedAt: now,
  };
}

const progress = (over: Partial<TrainingProgress>): TrainingProgress => ({
  state: 'in_progress',
  batchesDone: 2,
  totalBatches: 4,
  chunksDone: 50,
  totalChunks: 100,
  percent: 50,
  model: 'local-extractive-1',
  updatedAt: 0,
  ...over,
});

async function show(locale: Locale) {
  const { backend } = await makeDemo();
  await backend.auth.signInWithPassword(ADMIN, PASSWORD);
  const i18n = await createI18n(locale);
  render(
    <AppProviders i18n={i18n} loaded={{ backend } as { backend: Backend }}>
      <LocaleContext.Provider value={locale}>
        <TrainingPanel companyId={COMPANY} kbId="kb1" kb={runningBase()} actor={ADMIN_ACTOR} />
      </LocaleContext.Provider>
    </AppProviders>,
  );
  // What the training job writes (the unguarded store: the job runs as the functions).
  const report = (value: TrainingProgress) =>
    backend.state.realtime.set(rtdbPaths.trainingProgress(COMPANY, 'kb1'), value);
  return { report };
}

describe('TrainingPanel', () => {
  it('shows the step under way with the count, then the fact sheet step without a count', async () => {
    const { report } = await show('en');
    const panel = await screen.findByTestId('training-panel', undefined, TIMEOUT);
    // Before the job's first report: starting, no step yet.
    expect(within(panel).getByText('Starting…')).toBeInTheDocument();
    expect(within(panel).queryByTestId('training-step')).toBeNull();

    await report(progress({ step: 'embedding' }));
    expect(await within(panel).findByTestId('training-step', undefined, TIMEOUT)).toHaveTextContent(
      'Step 1 of 2: indexing the passages',
    );
    expect(within(panel).getByText('50 of 100 passages processed (50%)')).toBeInTheDocument();
    const bar = within(panel).getByRole('progressbar', { name: 'Training progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');

    await report(
      progress({ step: 'extractingFacts', batchesDone: 4, chunksDone: 100, percent: 100 }),
    );
    expect(await within(panel).findByText('Step 2 of 2: extracting the fact sheet')).toBeVisible();
    // All passages are indexed, yet the job is not done: the bar shows no value.
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it('an earlier job without a step is the indexing step; the labels are Dutch in Dutch', async () => {
    const { report } = await show('nl');
    const panel = await screen.findByTestId('training-panel', undefined, TIMEOUT);
    await report(progress({}));
    expect(await within(panel).findByTestId('training-step', undefined, TIMEOUT)).toHaveTextContent(
      'Stap 1 van 2: passages indexeren',
    );
    await report(progress({ step: 'extractingFacts', chunksDone: 100, percent: 100 }));
    expect(await within(panel).findByText('Stap 2 van 2: factsheet samenstellen')).toBeVisible();
  });
});
