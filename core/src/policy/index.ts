/** Policy barrel: who may do what (table, state machines, path access). */
export * from './actor';
export * from './permissions';
export * from './projectStatus';
export * from './ticketStatus';
export * from './knowledgeBaseLifecycle';
export * from './pathAccess';
export * from './fileAccess';
