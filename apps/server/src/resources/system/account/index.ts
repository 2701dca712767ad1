// What the resource system/account offers other resources; they import nothing else of it (lint: weld/resource-walls).
export * from './notify-prefs.repo';
