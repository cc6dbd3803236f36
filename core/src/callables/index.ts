export * from './errors';
export * from './table';
