/** Drafts (issue 8): saving and versions, the HTML subset of section bodies, generation. */
export * from './draftHtml';
export * from './draftCheckNotes';
export * from './saveDraft';
export * from './draftPlan';
export * from './generateDraft';
export * from './draftCallables';
export * from './regenerateSection';
export * from './keepCurrentDraft';
