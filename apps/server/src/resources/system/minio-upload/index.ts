// What the resource system/minio-upload offers other resources; they import nothing else of it (lint: weld/resource-walls).
export * from './minio-upload.routes';
