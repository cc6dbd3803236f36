/** Knowledge bases: document processing target, training callable, clean-up after deletion. */
export * from './kbDocumentLocation';
export * from './startTraining';
export * from './deleteContents';
export * from './schemas';
