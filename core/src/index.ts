export * from './model/roles';
export * from './model/locales';
