// What the resource system/message-template offers other resources; they import nothing else of it (lint: weld/resource-walls).
export * from './channels';
