// What the resource weld/manual-file offers other resources; they import nothing else of it (lint: weld/resource-walls).
export * from './manual-file-rights';
export * from './manual-file.hooks';
