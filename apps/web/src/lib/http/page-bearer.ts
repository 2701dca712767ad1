let bearer: string | null = null;

/**
 * A bearer token for this page's own calls, held in memory only: a page opened by a link that carries a token
 * (a report's print url) calls as that token without signing the browser in. Preferred over the session's
 * token while set; null gives the calls back to the session. Never written to localStorage or sessionStorage.
 * @example setPageBearer(urlToken); … setPageBearer(null)
 */
export function setPageBearer(token: string | null): void {
  bearer = token;
}

/** The page's bearer token, or null when the page calls with the session's. */
export const pageBearer = (): string | null => bearer;
