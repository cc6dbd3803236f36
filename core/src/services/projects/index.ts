/** Project use cases that need no server: the deadlines calendar file. */
export * from './deadlinesIcs';
export * from './projectList';
