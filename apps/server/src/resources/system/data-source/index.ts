// What the resource system/data-source offers other resources; they import nothing else of it (lint: weld/resource-walls).
export { dataSourceHostRules } from './allowed-hosts';
export { failureOf, networkTarget } from './connection-test';
export { dataSourceKey, decryptSecret } from './secret-box';
export { testBodySchema, testSettings } from './data-source.routes';
export type { TestBody } from './data-source.routes';
