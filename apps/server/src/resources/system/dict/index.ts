// What the resource system/dict offers other resources; they import nothing else of it (lint: weld/resource-walls).
export * from './table-dict';
export { lookupItems } from './dict-lookup';
