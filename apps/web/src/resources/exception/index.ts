/** What this folder offers other resources: the exception screens, for a screen that finds nothing to show. */
export { Exception403, Exception404, Exception500 } from './exception-pages';
