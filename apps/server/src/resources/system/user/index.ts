// What the resource system/user offers other resources; they import nothing else of it (lint: weld/resource-walls).
export * from './user.repo';
