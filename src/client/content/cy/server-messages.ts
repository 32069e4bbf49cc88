/**
 * The Welsh of the messages the server and the shared schemas word in English: validation
 * messages of the forms a visitor or tenant fills in, and the errors the API answers them with.
 * Keyed by the exact English text; a message not here is shown in English.
 */
export const SERVER_MESSAGES: Readonly<Record<string, string>> = {
  // Signing in and registering (src/shared/auth.ts).
  'Username is required': 'Rhowch eich enw defnyddiwr',
  'Password is required': 'Rhowch eich cyfrinair',
  'Username must be at least 3 characters': "Rhaid i'r enw defnyddiwr fod yn 3 nod o leiaf",
  'Password must be at least 8 characters': "Rhaid i'r cyfrinair fod yn 8 nod o leiaf",
  'Please enter a valid email address': 'Rhowch gyfeiriad e-bost dilys',
  'Please select a user type': 'Dewiswch fath o ddefnyddiwr',
  'Full name must be at least 2 characters': "Rhaid i'r enw llawn fod yn 2 nod o leiaf",
  'Phone number is too long': "Mae'r rhif ffôn yn rhy hir",
  'Passwords do not match': "Nid yw'r cyfrineiriau'n cyfateb",
  'Password must be at least 8 characters long': "Rhaid i'r cyfrinair fod yn 8 nod o hyd o leiaf",
  'Password must be at most 200 characters': 'Ni all y cyfrinair fod yn hwy na 200 nod',
  'Password must contain at least one uppercase letter':
    "Rhaid i'r cyfrinair gynnwys o leiaf un briflythyren",
  'Password must contain at least one lowercase letter':
    "Rhaid i'r cyfrinair gynnwys o leiaf un llythyren fach",
  'Password must contain at least one number': "Rhaid i'r cyfrinair gynnwys o leiaf un rhif",
};
