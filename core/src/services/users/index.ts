/** User administration: the service behind the user callables, claims sync, generated passwords. */
export * from './service';
export * from './claims';
export * from './callerActor';
export * from './membership';
export * from './password';
export * from './supportAccount';
export * from './reasons';
export { parseInput } from './validate';
