// What the resource system/upload offers other resources; they import nothing else of it (lint: weld/resource-walls).
export * from './file-types';
export * from './storage';
export * from './stored-file';
export * from './upload-paths';
export * from './upload.service';
