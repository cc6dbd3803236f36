export * from './takeRateLimitSlot';
