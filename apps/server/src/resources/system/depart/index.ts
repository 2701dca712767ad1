// What the resource system/depart offers other resources; they import nothing else of it (lint: weld/resource-walls).
export * from './org-code';
