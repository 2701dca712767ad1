import type { ResourceDefinition } from '../resource/define';
import { position } from './system/position';

export { position };

/** Every plain resource; the server kit serves each one and the contract test covers each one. */
export const resourceRegistry: readonly ResourceDefinition[] = [position];
