export * from './notify';
