/** The auto list screens' paths: `/online/cgformList/{code}` and `/online/cgformTreeList/{code}` (ONLINE.md). */
const LIST_PATH = /\/online\/cgform(?:Tree)?List\/([^/?#]+)/;

/**
 * The form's head id in a list screen's path, as a menu entry (its literal url) or the static route
 * (`:code`) opens it; '' when the path names none.
 * @example formCodeOf('/online/cgformList/1890') // '1890'
 */
export function formCodeOf(pathname: string): string {
  const match = LIST_PATH.exec(pathname);
  return match ? decodeURIComponent(match[1]) : '';
}
