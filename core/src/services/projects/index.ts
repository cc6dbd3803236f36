/** Project use cases: the list, the deadlines calendar file, the clean-up after a deletion. */
export * from './deadlinesIcs';
export * from './projectList';
export * from './deleteProjectContents';
