// What the resource system/category offers other resources; they import nothing else of it (lint: weld/resource-walls).
export * from './category-code';
