/** The company fact sheet extracted from a knowledge base (issue 7 item 5). */
export * from './buildFactSheet';
export * from './ruleExtractor';
export * from './mergeFacts';
export * from './modelPass';
export { findMoney, parseNumber } from './money';
