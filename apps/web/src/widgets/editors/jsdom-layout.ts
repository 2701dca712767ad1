/**
 * jsdom has no layout: ProseMirror and CodeMirror measure ranges and elements to scroll the cursor
 * into view. Empty rectangles let the editors run in component tests; tests import this first.
 */
const empty = () =>
  ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
const list = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;

if (!Range.prototype.getClientRects) Range.prototype.getClientRects = list;
if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = empty;
if (!document.elementFromPoint) document.elementFromPoint = () => null;
