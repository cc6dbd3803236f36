/** The draft panel on the demo backend: readiness, the live step list, the draft and its citations. */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DRAFT_GENERATION_STEPS,
  type DraftProgress,
  type ProjectDocument,
  Timestamp,
  refs,
} from '@tender/core';
import { CID, PID, TIMEOUT, companyInfoBase, renderDraftPanel, sampleDraft } from './testWorld';

/** An uploaded tender document that kept the default role 'Annex'. */
function annex(): ProjectDocument {
  const now = Timestamp.fromMillis(Date.UTC(2026, 2, 2, 9));
  return {
    name: 'Aanbestedingsleidraad.pdf',
    size: 1000,
    contentType: 'application/pdf',
    storagePath: `companies/${CID}/projects/${PID}/documents/d1/Aanbestedingsleidraad.pdf`,
    role: 'annex',
    status: 'processed',
    text: null,
    summary: null,
    error: null,
    uploadedBy: 'u-admin-vandijk',
    createdAt: now,
    processedAt: now,
    facts: null,
    warnings: [],
    detectedType: 'pdf',
    pageCount: 4,
    chunkCount: 2,
    attempt: 1,
    processingId: null,
    processingStartedAt: null,
  };
}

/** A job in its seventh step (generating the document), 3 of 8 sections written. */
function midway(now: number, over: Partial<DraftProgress> = {}): DraftProgress {
  const steps: DraftProgress['steps'] = {};
  DRAFT_GENERATION_STEPS.slice(0, 6).forEach((step, i) => {
    steps[step] = { startedAt: now - 60_000 + i * 1000, endedAt: now - 60_000 + i * 1000 + 2500 };
  });
  steps.generatingDocument = { startedAt: now - 4000, endedAt: null };
  return {
    jobId: 'j1',
    state: 'running',
    startedAt: now - 60_000,
    deadlineAt: now + 10 * 60_000,
    current: 'generatingDocument',
    steps,
    sections: { done: 3, total: 8 },
    draftId: null,
    error: null,
    ...over,
  };
}

const stateOf = (step: string) =>
  screen
    .getByTestId('draft-steps')
    .querySelector(`[data-step="${step}"]`)
    ?.getAttribute('data-state');

describe('DraftPanel readiness', () => {
  it('without a company-information knowledge base the draft is written by hand: Generate stays enabled (issue 19)', async () => {
    await renderDraftPanel({ knowledgeBase: null });
    expect(
      await screen.findByText(
        /^No knowledge base with company information is selected/,
        undefined,
        TIMEOUT,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Missing Tender document/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate draft' })).toBeEnabled();
  });

  it('an empty company-information base counts as none', async () => {
    await renderDraftPanel({ knowledgeBase: companyInfoBase(0) });
    expect(
      await screen.findByText(/^No knowledge base with company information/, undefined, TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate draft' })).toBeEnabled();
  });

  it('the warning alone allows generating; a failed start says so', async () => {
    const { backend } = await renderDraftPanel();
    expect(await screen.findByText(/^Missing Tender document/, undefined, TIMEOUT)).toBeVisible();
    expect(screen.queryByText(/^No knowledge base with company information/)).toBeNull();
    const call = vi.spyOn(backend, 'call').mockRejectedValue(new Error('internal'));
    const button = screen.getByRole('button', { name: 'Generate draft' });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(call).toHaveBeenCalledWith('generateDraft', { projectId: 'p-bridge' });
    expect(await screen.findByText('Failed to generate draft')).toBeVisible();
  });
});

describe('DraftPanel main tender warning', () => {
  it('with the tender uploaded as an annex it asks to set its role, not to upload it; the role makes it go', async () => {
    const { backend } = await renderDraftPanel();
    const upload = /^Missing Tender document: upload the main tender document$/;
    expect(await screen.findByText(upload, undefined, TIMEOUT)).toBeVisible();
    const ref = refs.projectDocument(CID, PID, 'd1');
    await backend.state.docs.setDoc(ref, annex());
    const setRole =
      "Missing Tender document: set the role of the uploaded main tender document to 'Main tender document'";
    expect(await screen.findByText(setRole, undefined, TIMEOUT)).toBeVisible();
    expect(screen.queryByText(upload)).toBeNull();
    await backend.state.docs.updateDoc(ref, { role: 'main_tender' });
    await waitFor(() => expect(screen.queryByText(/^Missing Tender document/)).toBeNull());
  });

  it('says it in Dutch', async () => {
    const { backend } = await renderDraftPanel({ locale: 'nl' });
    await backend.state.docs.setDoc(refs.projectDocument(CID, PID, 'd1'), annex());
    expect(
      await screen.findByText(
        "Aanbestedingsdocument ontbreekt: zet de rol van het geüploade hoofddocument op 'Hoofddocument aanbesteding'",
        undefined,
        TIMEOUT,
      ),
    ).toBeVisible();
  });
});

describe('DraftPanel step list', () => {
  it('shows the ten steps in order with their state, time and the sections written; Cancel while running', async () => {
    const { report, backend } = await renderDraftPanel();
    expect(await screen.findByTestId('draft-empty', undefined, TIMEOUT)).toBeVisible();
    await report(midway(Date.now()));
    const list = await screen.findByTestId('draft-steps', undefined, TIMEOUT);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-step'))).toEqual([...DRAFT_GENERATION_STEPS]);
    expect(items[0]).toHaveTextContent('Loading project documents');
    expect(items[0]).toHaveTextContent('2.5 s');
    expect(stateOf('addressingAwardCriteria')).toBe('done');
    expect(stateOf('generatingDocument')).toBe('running');
    expect(stateOf('validatingWritingStyle')).toBe('pending');
    expect(items[6]).toHaveTextContent('3 of 8 sections written');
    // The state said to screen readers takes no room: in MUI's sx a width of 1 is 100%, which
    // made the hidden text as wide as its list and a phone's page wider than its screen.
    const hidden = within(items[0]!).getByText('Done');
    expect(getComputedStyle(hidden).width).toBe('1px');
    // While a job runs, Generate is replaced by Cancel.
    expect(screen.queryByRole('button', { name: 'Generate draft' })).toBeNull();
    const call = vi.spyOn(backend, 'call').mockResolvedValue({ cancelled: true } as never);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel generation' }));
    expect(call).toHaveBeenCalledWith('cancelDraftGeneration', { projectId: 'p-bridge' });
  });

  it('a job still running past its deadline shows as failed with a retry', async () => {
    const { report } = await renderDraftPanel();
    const now = Date.now();
    await report(midway(now, { deadlineAt: now - 1000 }));
    expect(
      await screen.findByText('Failed to generate draft tender', undefined, TIMEOUT),
    ).toBeVisible();
    expect(stateOf('generatingDocument')).toBe('failed');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancel generation' })).toBeNull();
  });

  it('writes times with the Dutch decimal mark and Dutch step names', async () => {
    const { report } = await renderDraftPanel({ locale: 'nl' });
    await report(midway(Date.now()));
    const list = await screen.findByTestId('draft-steps', undefined, TIMEOUT);
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Projectdocumenten laden');
    expect(first).toHaveTextContent('2,5 s');
    expect(list).toHaveTextContent('3 van 8 secties geschreven');
  });
});

describe('DraftPanel draft', () => {
  it('ends ready to write: sections, the to-do list, the checklist and a citation opened', async () => {
    const { report, writeDraft } = await renderDraftPanel();
    const now = Date.now();
    await writeDraft('d1', sampleDraft());
    await report({ ...midway(now), state: 'done', current: null, draftId: 'd1' });
    expect(await screen.findByTestId('draft-ready', undefined, TIMEOUT)).toHaveTextContent(
      'Ready to write',
    );
    // Export and print are offered once there is a draft; the draft is what gets printed.
    expect(screen.getByRole('button', { name: 'Export to Word' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeEnabled();
    const section = screen.getByRole('article', { name: 'Kwaliteit' });
    expect(section.closest('.draft-print-root')).not.toBeNull();
    expect(section).toHaveTextContent('Wij werken volgens ISO 9001');
    expect(within(section).getByText('Weight 60%')).toBeVisible();
    expect(within(section).getByText('Referentie van een brugproject')).toBeVisible();
    const rows = screen.getAllByTestId('checklist-item');
    expect(rows[0]).toHaveTextContent('Met');
    expect(rows[1]).toHaveTextContent('Open');

    await userEvent.click(within(section).getByRole('button', { name: 'Source 1' }));
    const panel = await screen.findByTestId('citation-panel');
    expect(panel).toHaveTextContent('ISO-certificaat.pdf');
    expect(panel).toHaveTextContent('Knowledge base document · Page 2');
    expect(panel).toHaveTextContent('Certificaat ISO 9001:2015, afgegeven door DNV.');
  });

  it('renders only the allowed markup of a body: no script, no event handler, no image', async () => {
    const { writeDraft } = await renderDraftPanel();
    (window as unknown as { pwned?: number }).pwned = 0;
    const draft = sampleDraft();
    draft.content[0]!.body =
      '<p onclick="window.pwned=1">Veilig <strong>vet</strong></p>' +
      '<script>window.pwned=2</script><img src="x" onerror="window.pwned=3">' +
      '<a href="javascript:window.pwned=4">link</a><style>p{display:none}</style>';
    await writeDraft('d1', draft);
    const section = await screen.findByRole('article', { name: 'Kwaliteit' }, TIMEOUT);
    const body = section.querySelector('.draft-section-body')!;
    expect(body.querySelector('script, img, a, style, [onclick], [onerror]')).toBeNull();
    expect(body.querySelector('strong')).toHaveTextContent('vet');
    expect(body).toHaveTextContent('Veilig vet');
    // The link's text stays as text; the script's and style's content are not shown.
    expect(body).toHaveTextContent('link');
    expect(body.textContent).not.toContain('pwned');
    expect(body.textContent).not.toContain('display');
    expect((window as unknown as { pwned?: number }).pwned).toBe(0);
  });
});

describe('DraftPanel while the draft is written', () => {
  const section = (id: string, heading: string, text: string) => ({
    ...sampleDraft().content[0]!,
    id,
    heading,
    body: `<p>${text} <cite data-citation="c1">[1]</cite></p>`,
  });

  it('shows each section as it is stored, read-only; a cancelled run falls back to the draft before', async () => {
    const { report, writeDraft } = await renderDraftPanel({ editor: true });
    const now = Date.now();
    // The finished draft of an earlier run, then this run's draft being written (revision 0).
    await writeDraft(
      'd-earlier',
      sampleDraft({ createdAt: Timestamp.fromMillis(now - 86_400_000) }),
    );
    await report(midway(now, { jobId: 'j1' }));
    const writing = sampleDraft({
      revision: 0,
      content: [section('s1', 'Plan van aanpak', 'Wij plannen per brug')],
      checklist: [],
      createdAt: Timestamp.fromMillis(now),
    });
    await writeDraft('j1', writing);
    expect(
      await screen.findByRole('article', { name: 'Plan van aanpak' }, TIMEOUT),
    ).toHaveTextContent('Wij plannen per brug');
    expect(screen.queryByRole('article', { name: 'Kwaliteit' })).toBeNull();
    // Nothing to edit, export or check yet: the job is still writing it.
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export to Word' })).toBeNull();
    expect(screen.queryByText('Knock-out checklist')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel generation' })).toBeVisible();

    // The next section arrives while the step list is still under way.
    await writeDraft('j1', {
      ...writing,
      content: [...writing.content, section('s2', 'Veiligheid', 'Wij werken met VCA')],
    });
    expect(await screen.findByRole('article', { name: 'Veiligheid' }, TIMEOUT)).toBeVisible();
    expect(screen.getAllByTestId('draft-section')).toHaveLength(2);
    expect(stateOf('generatingDocument')).toBe('running');

    // Cancelled: the half-written draft is not the project's draft; the earlier one is, editable.
    await report({ ...midway(now, { jobId: 'j1' }), state: 'cancelled' });
    expect(await screen.findByRole('article', { name: 'Kwaliteit' }, TIMEOUT)).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Plan van aanpak' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export to Word' })).toBeEnabled();
    expect(screen.getByText('Knock-out checklist')).toBeVisible();
  });

  it('once finished (revision 1) the same draft is editable, with export and the checklist', async () => {
    const { report, writeDraft } = await renderDraftPanel({ editor: true });
    const now = Date.now();
    await report(midway(now, { jobId: 'j1' }));
    await writeDraft('j1', sampleDraft({ revision: 0, checklist: [] }));
    expect(await screen.findByRole('article', { name: 'Kwaliteit' }, TIMEOUT)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit Kwaliteit' })).toBeNull();
    await writeDraft('j1', sampleDraft());
    await report({ ...midway(now, { jobId: 'j1' }), state: 'done', current: null, draftId: 'j1' });
    expect(await screen.findByTestId('draft-ready', undefined, TIMEOUT)).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Edit Kwaliteit' }, TIMEOUT)).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export to Word' })).toBeEnabled();
    expect(screen.getAllByTestId('checklist-item')).toHaveLength(2);
  });
});
