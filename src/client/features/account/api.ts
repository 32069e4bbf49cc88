/** The signed-in person's own data (CONTRACT.md §7): a plain link downloads it, the session rides on the cookie. */
export const MY_DATA_EXPORT_URL = '/api/account/export';
