/** The project chat (issue 8, item 5). */
export * from './sendChatMessage';
export * from './chatInput';
export * from './chatTypes';
export * from './chatCitations';
export * from './draftEdits';
export * from './suggestions';
export * from './chatCallables';
