// What the resource system/sms offers other resources; they import nothing else of it (lint: weld/resource-walls).
export * from './sms.service';
