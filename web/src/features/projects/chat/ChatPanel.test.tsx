/** The chat panel on the demo backend: suggestions, Enter to send, citations, refusals, a draft change. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  type Draft,
  type Locale,
  Timestamp,
  Vector,
  newKnowledgeBase,
  newProject,
  refs,
} from '@tender/core';
import { AppProviders } from '../../../app/App';
import { createI18n } from '../../../app/i18n/i18n';
import { LocaleContext } from '../../../app/i18n/LocaleContext';
import { ADMIN, PASSWORD, makeDemo } from '../../../backend/demo/testing';
import type { Backend } from '../../../backend/types';
import { ADMIN_ACTOR, CID, PID, TIMEOUT, sampleDraft } from '../draft/testWorld';
import { ChatPanel } from './ChatPanel';

async function renderChat(
  options: { locale?: Locale; editor?: boolean; withSessions?: boolean } = {},
) {
  const { backend, clock } = await makeDemo();
  const docs = backend.state.docs;
  await docs.setDoc(refs.project(CID, PID), {
    ...newProject(
      { name: 'Bridge', description: '', type: 'ai_draft', tenderId: null },
      ADMIN_ACTOR.uid,
    ),
    dataSources: { knowledgeBaseIds: [], enableAll: true },
  });
  await docs.setDoc(refs.knowledgeBase(CID, 'kb1'), {
    ...newKnowledgeBase(
      { name: 'Evidence', description: '', category: 'company_info', type: 'dynamic' },
      ADMIN_ACTOR.uid,
    ),
    documentCount: 1,
  } as never);
  await docs.setDoc(refs.chunk(CID, 'kb1', 'c1'), {
    documentId: 'kd1',
    index: 0,
    text: 'Onze aanpak van het onderhoud werkt met een planning per brug en vaste ploegen.',
    embedding: new Vector(new Array(256).fill(0.01)),
    source: { documentName: 'Aanpak.pdf', page: 2, heading: null },
    createdAt: Timestamp.fromMillis(clock.now()),
  });
  await backend.auth.signInWithPassword(ADMIN, PASSWORD);
  const locale = options.locale ?? 'en';
  const i18n = await createI18n(locale);
  render(
    <AppProviders i18n={i18n} loaded={{ backend } as { backend: Backend }}>
      <LocaleContext.Provider value={locale}>
        <ChatPanel
          companyId={CID}
          projectId={PID}
          editor={options.editor ? { actor: ADMIN_ACTOR } : undefined}
          uid={options.withSessions ? ADMIN_ACTOR.uid : undefined}
        />
      </LocaleContext.Provider>
    </AppProviders>,
  );
  return { backend, docs };
}

describe('ChatPanel', () => {
  it('asks a suggestion, shows the cited answer and opens its source', async () => {
    await renderChat();
    const chip = await screen.findByRole(
      'button',
      { name: 'What are the award criteria?' },
      TIMEOUT,
    );
    expect(screen.getByText('You might want to ask')).toBeTruthy();
    await userEvent.click(chip);
    // No tender document holds the criteria yet: the answer says so rather than invent them.
    const honest = await screen.findByTestId('chat-message-assistant', undefined, TIMEOUT);
    expect(honest.textContent).toContain('The documents do not say.');
    expect(screen.getByTestId('chat-message-user').textContent).toContain(
      'What are the award criteria?',
    );
    const input = screen.getByLabelText('Your question or request') as HTMLTextAreaElement;
    await waitFor(() => expect(input.disabled).toBe(false)); // the first exchange has ended
    await userEvent.type(input, 'How does our planning per brug work?{Enter}');
    await waitFor(
      () => expect(screen.getAllByTestId('chat-message-assistant')).toHaveLength(2),
      TIMEOUT,
    );
    const answer = screen.getAllByTestId('chat-message-assistant')[1]!;
    expect(answer.textContent).toContain('planning per brug');
    expect(within(answer).getByText(/Offline model/)).toBeTruthy();
    await userEvent.click(within(answer).getAllByRole('button', { name: 'Open source 1' })[0]!);
    const dialog = await screen.findByTestId('citation-panel');
    expect(dialog.textContent).toContain('Aanpak.pdf');
  });

  it('sends with Enter, keeps Shift+Enter for a new line, and shows a refusal in words', async () => {
    await renderChat({ locale: 'nl' });
    const input = await screen.findByLabelText('Je vraag of verzoek');
    await userEvent.type(input, 'Eerste regel{Shift>}{Enter}{/Shift}tweede');
    expect((input as HTMLTextAreaElement).value).toBe('Eerste regel\ntweede');
    expect(screen.queryByTestId('chat-message-user')).toBeNull();
    await userEvent.type(input, '{Enter}');
    await screen.findByTestId('chat-message-assistant', undefined, TIMEOUT);
    expect(screen.getByTestId('chat-message-user').textContent).toContain('Eerste regel\ntweede');
    await waitFor(() => expect((input as HTMLTextAreaElement).value).toBe(''));
    // A blank message is refused by the service with its code's text (13).
    fireEvent.change(input, { target: { value: '   ' } });
    await userEvent.type(input, '{Enter}');
    expect(await screen.findByText('Het bericht is leeg. Typ een vraag of verzoek.')).toBeTruthy();
  });

  it('proposes a shorter section and saves it on Accept with the revision it was made for', async () => {
    const { docs } = await renderChat({ editor: true });
    const body =
      '<p>Wij plannen het onderhoud per brug met vaste ploegen. <cite data-citation="c1">[1]</cite> Elke fase wordt vooraf met de gemeente afgestemd. Na elke fase controleren wij de staat van de brug.</p>';
    const draft: Draft = sampleDraft({
      content: [{ ...sampleDraft().content[0]!, body, citationIds: ['c1'] }],
    });
    await docs.setDoc(refs.draft(CID, PID, 'd1'), draft);
    const input = await screen.findByLabelText('Your question or request');
    await userEvent.type(input, 'Make section 1 shorter{Enter}');
    const proposal = await screen.findByTestId('chat-proposal', undefined, TIMEOUT);
    // The diff: the dropped sentence struck through before, absent after.
    const before = within(proposal).getByRole('group', { name: 'Before' });
    expect(before.querySelector('del')?.textContent).toContain('Na elke fase');
    expect(within(proposal).getByRole('group', { name: 'After' }).textContent).not.toContain(
      'Na elke fase',
    );
    await userEvent.click(within(proposal).getByRole('button', { name: 'Accept' }));
    expect(
      await within(proposal).findByText('Change accepted and saved in the draft.'),
    ).toBeTruthy();
    const saved = (await docs.getDoc(refs.draft(CID, PID, 'd1'))).data!;
    expect(saved.revision).toBe(draft.revision + 1);
    expect(saved.content[0]!.body).not.toContain('Na elke fase');
    expect(saved.content[0]!.body).toContain('data-citation="c1"');
  });

  it('says a proposal is outdated once the draft changed after it, and offers no Accept', async () => {
    const { docs } = await renderChat({ editor: true });
    const body =
      '<p>Wij plannen het onderhoud per brug met vaste ploegen. Elke fase wordt vooraf met de gemeente afgestemd.</p>';
    await docs.setDoc(
      refs.draft(CID, PID, 'd1'),
      sampleDraft({ content: [{ ...sampleDraft().content[0]!, body }] }),
    );
    await userEvent.type(
      await screen.findByLabelText('Your question or request'),
      'Make section 1 shorter{Enter}',
    );
    const proposal = await screen.findByTestId('chat-proposal', undefined, TIMEOUT);
    expect(within(proposal).getByRole('button', { name: 'Accept' })).toBeTruthy();
    // A colleague saves in between: accepting would only conflict, so the proposal says why.
    await docs.updateDoc(refs.draft(CID, PID, 'd1'), { revision: 2 });
    expect(
      await within(proposal).findByText(
        'The draft has changed since this proposal. Ask again for a change to the current text.',
      ),
    ).toBeTruthy();
    expect(within(proposal).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('starts a new conversation and picks up the earlier one with its messages', async () => {
    await renderChat({ withSessions: true });
    const input = (await screen.findByLabelText('Your question or request')) as HTMLTextAreaElement;
    // Before any question there is nothing to pick up.
    expect(screen.queryByRole('button', { name: 'New conversation' })).toBeNull();
    await userEvent.type(input, 'How does our planning per brug work?{Enter}');
    await screen.findByTestId('chat-message-assistant', undefined, TIMEOUT);
    await waitFor(() => expect(input.disabled).toBe(false));

    await userEvent.click(await screen.findByRole('button', { name: 'New conversation' }));
    await waitFor(() => expect(screen.queryByTestId('chat-message-user')).toBeNull());
    await userEvent.type(input, 'Which bridges are in scope?{Enter}');
    await waitFor(
      () =>
        expect(screen.getByTestId('chat-message-user').textContent).toContain(
          'Which bridges are in scope?',
        ),
      TIMEOUT,
    );

    // The earlier conversation is listed by its first question and comes back whole.
    await userEvent.click(screen.getByRole('combobox', { name: 'Conversation' }));
    await userEvent.click(
      await screen.findByRole('option', { name: /^How does our planning per brug work\?/ }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('chat-message-user').textContent).toContain(
        'How does our planning per brug work?',
      ),
    );
    expect(screen.getByTestId('chat-message-assistant').textContent).toContain('planning per brug');
  });
});
