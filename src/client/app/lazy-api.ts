/**
 * The API client for what the site shell and public pages fetch after the first render. A page
 * that arrives rendered from the server fetches nothing, so it never loads this chunk.
 */
export const loadApi = () => import('./api-client');
