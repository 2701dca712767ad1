/** Build-time configuration; VITE_API_BASE overrides the API base path. */
export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';
/** Company site linked from the login footer. */
export const COMPANY_URL = '/officialWebsite/officialWebsitePage';
