// What the resource monitor offers other resources; they import nothing else of it (lint: weld/resource-walls).
export * from './monitor-api';
export * from './monitor-frame';
export * from './use-monitor';
