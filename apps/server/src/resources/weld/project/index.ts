// What the resource weld/project offers other resources; they import nothing else of it (lint: weld/resource-walls).
export * from './project-log';
