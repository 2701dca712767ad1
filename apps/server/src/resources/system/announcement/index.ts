// What the resource system/announcement offers other resources; they import nothing else of it (lint: weld/resource-walls).
export * from './release.service';
