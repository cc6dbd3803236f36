/**
 * Services: use cases written against the ports (ARCHITECTURE §4). Import from
 * '@tender/core/services/index' (or a service's own folder).
 */
export * from './users/index';
export * from './documents/index';
export * from './projects/index';
export * from './websites/index';
export * from './knowledgeBases/index';
export * from './training/index';
export * from './drafts/index';
export * from './chat/index';
export * from './notifications/index';
