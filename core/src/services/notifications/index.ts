export * from './notify';
export * from './events';
