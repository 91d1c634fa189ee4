export * from './types';
export * from './errors';
export { createModelRegistry, type ModelRegistry } from './registry';
export { loadModelsConfig, type ModelsConfig } from '../config/models';
