// What the resource weld/firmware offers other resources; they import nothing else of it (lint: weld/resource-walls).
export * from './firmware-rules';
