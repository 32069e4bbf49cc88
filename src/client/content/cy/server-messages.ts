/**
 * The Welsh of the messages the server and the shared schemas word in English: validation
 * messages of the forms a visitor or tenant fills in, and the errors the API answers them with.
 * Keyed by the exact English text; a message not here is shown in English.
 * server-messages.test.ts holds the shared schemas' messages to having an entry here.
 */
import type { ServerMessagePattern } from '../server-messages';

export const SERVER_MESSAGES: Readonly<Record<string, string>> = {
  // Signing in and registering (src/shared/auth.ts).
  'Username is required': 'Rhowch eich enw defnyddiwr',
  'Password is required': 'Rhowch eich cyfrinair',
  'Username must be at least 3 characters': "Rhaid i'r enw defnyddiwr fod yn 3 nod o leiaf",
  'Password must be at least 8 characters': "Rhaid i'r cyfrinair fod yn 8 nod o leiaf",
  'Please enter a valid email address': 'Rhowch gyfeiriad e-bost dilys',
  'Please select a user type': 'Dewiswch fath o gyfrif',
  'Full name must be at least 2 characters': "Rhaid i'r enw llawn fod yn 2 nod o leiaf",
  'Phone number is too long': "Mae'r rhif ffôn yn rhy hir",
  'Language must be "en" or "cy"': 'Rhaid i\'r iaith fod yn "en" neu "cy"',
  'Passwords do not match': "Nid yw'r cyfrineiriau'n cyfateb",
  "Passwords don't match": "Nid yw'r cyfrineiriau'n cyfateb",
  'Password must be at least 8 characters long': "Rhaid i'r cyfrinair fod yn 8 nod o leiaf",
  'Password must be at most 200 characters': 'Ni all y cyfrinair fod yn hwy na 200 nod',
  'Password must contain at least one uppercase letter':
    "Rhaid i'r cyfrinair gynnwys o leiaf un briflythyren",
  'Password must contain at least one lowercase letter':
    "Rhaid i'r cyfrinair gynnwys o leiaf un llythyren fach",
  'Password must contain at least one number': "Rhaid i'r cyfrinair gynnwys o leiaf un rhif",
  'Invalid or expired password reset link.': "Mae'r ddolen ailosod cyfrinair yn annilys neu wedi dod i ben.",
  'Current password is required': 'Rhowch eich cyfrinair presennol',
  'This password is too common and easy to guess. Please choose a less common password.':
    "Mae'r cyfrinair hwn yn rhy gyffredin ac yn hawdd ei ddyfalu. Dewiswch gyfrinair llai cyffredin.",
  'Your password must not contain your username or email address. Please choose another password.':
    "Ni ddylai eich cyfrinair gynnwys eich enw defnyddiwr na'ch cyfeiriad e-bost. Dewiswch gyfrinair arall.",
  "Your password must not contain the agency's name. Please choose another password.":
    "Ni ddylai eich cyfrinair gynnwys enw'r asiantaeth. Dewiswch gyfrinair arall.",
  // PASSWORD_EXPIRED_MESSAGE, with TEMP_PASSWORD_HOURS (72) written in.
  'Your temporary password has expired (it worked for 72 hours). Use Forgot Password to get a link to set a new one.':
    "Mae eich cyfrinair dros dro wedi dod i ben (roedd yn gweithio am 72 awr). Defnyddiwch 'Wedi anghofio'r cyfrinair?' i gael dolen i osod un newydd.",

  // The server's answers to registering, signing in and the password pages (modules/auth).
  'Your account has been created and is waiting for administrator approval. We will email you once it is approved.':
    "Mae eich cyfrif wedi'i greu ac mae'n aros i weinyddwr ei gymeradwyo. Byddwn yn anfon e-bost atoch pan fydd wedi'i gymeradwyo.",
  'Invalid username or password': 'Enw defnyddiwr neu gyfrinair anghywir',
  'Your account is waiting for administrator approval.': 'Mae eich cyfrif yn aros i weinyddwr ei gymeradwyo.',
  'Your registration has been rejected.': "Mae eich cais i gofrestru wedi'i wrthod.",
  // FORGOT_PASSWORD_ANSWER, with RESET_LINK_MINUTES (30) written in.
  'If an account exists for that email address, we have sent it a link to reset the password. The link works for 30 minutes.':
    "Os oes cyfrif ar gyfer y cyfeiriad e-bost hwnnw, rydym wedi anfon dolen ato i ailosod y cyfrinair. Mae'r ddolen yn gweithio am 30 munud.",
  'Your password has been reset. You can now sign in with your new password.':
    "Mae eich cyfrinair wedi'i ailosod. Gallwch fewngofnodi â'ch cyfrinair newydd nawr.",
  'Current password is incorrect': "Mae'r cyfrinair presennol yn anghywir",
  'New password must be different from the current password':
    "Rhaid i'r cyfrinair newydd fod yn wahanol i'r cyfrinair presennol",
  'Your password has been changed successfully.': "Mae eich cyfrinair wedi'i newid.",
  'That username or email address is already registered':
    "Mae'r enw defnyddiwr neu'r cyfeiriad e-bost hwnnw wedi'i gofrestru eisoes",
  'This username is already taken': "Mae rhywun arall yn defnyddio'r enw defnyddiwr hwn eisoes",
  'An account with this email address already exists':
    "Mae cyfrif gyda'r cyfeiriad e-bost hwn yn bodoli eisoes",
  'You have been signed out.': 'Rydych wedi allgofnodi.',

  // Two-step sign-in (src/shared/totp.ts and modules/auth/totp.service.ts).
  'Enter the 6-digit code from your authenticator app': "Rhowch y cod 6 digid o'ch ap dilysu",
  'Enter the 6-digit code from your authenticator app, or a recovery code':
    "Rhowch y cod 6 digid o'ch ap dilysu, neu god adfer",
  'That code is not right. Check the time on your phone and try the newest code.':
    "Nid yw'r cod hwnnw'n gywir. Gwiriwch yr amser ar eich ffôn a rhowch gynnig ar y cod diweddaraf.",
  'The authentication code is not correct or has already been used. Please try again.':
    "Mae'r cod dilysu yn anghywir neu wedi'i ddefnyddio eisoes. Rhowch gynnig arall arni.",
  'Enter the authentication code from your authenticator app.': "Rhowch y cod dilysu o'ch ap dilysu.",
  'Set up two-step sign-in first.': 'Sefydlwch fewngofnodi dau gam yn gyntaf.',
  'Two-step sign-in is already on. Turn it off first to set it up again.':
    "Mae mewngofnodi dau gam ymlaen eisoes. Diffoddwch ef yn gyntaf i'w sefydlu eto.",
  'Administrators must set up two-step sign-in before they continue.':
    'Rhaid i weinyddwyr sefydlu mewngofnodi dau gam cyn parhau.',
  'Two-step sign-in is on.': 'Mae mewngofnodi dau gam ymlaen.',
  'Two-step sign-in is off.': "Mae mewngofnodi dau gam wedi'i ddiffodd.",
  'Two-step sign-in is not on.': 'Nid yw mewngofnodi dau gam ymlaen.',

  // The contact form and viewing requests (src/shared/contact.ts, contact-options.ts).
  'Name must be at least 2 characters': "Rhaid i'r enw fod yn 2 nod o leiaf",
  'Name must be at most 100 characters': 'Ni all yr enw fod yn hwy na 100 nod',
  'Phone number must be text': "Rhaid i'r rhif ffôn fod yn destun",
  'Phone number must be at most 30 characters': 'Ni all y rhif ffôn fod yn hwy na 30 nod',
  'Please select an inquiry type': 'Dewiswch fath o ymholiad',
  'Message must be at least 10 characters': "Rhaid i'r neges fod yn 10 nod o leiaf",
  'Message must be at most 5000 characters': 'Ni all y neges fod yn hwy na 5000 nod',
  'Message must be text': "Rhaid i'r neges fod yn destun",
  'Preferred times must be text': "Rhaid i'r amseroedd sy'n gyfleus fod yn destun",
  'Preferred times must be at most 500 characters': "Ni all yr amseroedd sy'n gyfleus fod yn hwy na 500 nod",
  'Thank you for your message! We will be in touch soon.':
    'Diolch am eich neges! Byddwn yn cysylltu â chi cyn bo hir.',
  'Thank you for your viewing request! We will be in touch soon to arrange a time.':
    'Diolch am ofyn am gael gweld yr eiddo! Byddwn yn cysylltu â chi cyn bo hir i drefnu amser.',

  // Applying for a home (src/shared/applications.ts, modules/applications).
  'Full name must be at most 120 characters': 'Ni all yr enw llawn fod yn hwy na 120 nod',
  'Please enter a phone number we can reach you on': 'Rhowch rif ffôn y gallwn gysylltu â chi arno',
  'Please select your employment status': 'Dewiswch eich statws cyflogaeth',
  'Annual income must be a whole number of pence, 0 or more':
    "Rhaid i'r incwm blynyddol fod yn nifer cyfan o geiniogau, 0 neu fwy",
  'Household size must be a whole number from 1 to 20': 'Rhaid i nifer y bobl fod yn rhif cyfan o 1 i 20',
  'Please enter the date you would like to move in': 'Rhowch y dyddiad yr hoffech symud i mewn',
  'The move-in date cannot be in the past': 'Ni all y dyddiad symud i mewn fod yn y gorffennol',
  'The move-in date must be within a year': "Rhaid i'r dyddiad symud i mewn fod o fewn blwyddyn",
  'Please say whether you have a guarantor': 'Dywedwch a oes gennych warantwr',
  'Thank you. We have your application and have e-mailed you a copy. We will be in touch within two working days.':
    'Diolch. Mae eich cais wedi dod i law ac rydym wedi anfon copi ohono atoch drwy e-bost. Byddwn yn cysylltu â chi cyn pen dau ddiwrnod gwaith.',
  'You have already applied for this home. We will be in touch; to add anything, reply to our e-mail.':
    'Rydych eisoes wedi gwneud cais am y cartref hwn. Byddwn yn cysylltu â chi; i ychwanegu unrhyw beth, atebwch ein neges e-bost.',

  // Any call (src/server/lib/app-error.ts, plugins/error-handler.ts, lib/db-errors.ts).
  'You need to sign in to do that.': 'Mae angen i chi fewngofnodi i wneud hynny.',
  "You don't have permission to do that.": 'Nid oes gennych ganiatâd i wneud hynny.',
  'Something went wrong on our side. Please try again.':
    "Aeth rhywbeth o'i le ar ein hochr ni. Rhowch gynnig arall arni.",
  'The service is briefly unavailable. Please try again in a moment.':
    "Nid yw'r gwasanaeth ar gael am ychydig. Rhowch gynnig arall arni mewn munud.",

  // The tenant portal's forms: a repair request (src/shared/maintenance.ts), a message to the
  // landlord (src/shared/tenant-portal.ts; its 'Message must be at least 10 characters' is the
  // contact form's, above) and the text-message choice (src/shared/notifications.ts).
  'Title must be at least 3 characters': "Rhaid i'r teitl fod yn 3 nod o leiaf",
  'Description must be at least 10 characters': "Rhaid i'r disgrifiad fod yn 10 nod o leiaf",
  'Must be at most 120 characters': 'Ni all fod yn hwy na 120 nod',
  'Must be at most 1000 characters': 'Ni all fod yn hwy na 1000 nod',
  'Must be at most 4000 characters': 'Ni all fod yn hwy na 4000 nod',
  'Please select a category': 'Dewiswch gategori',
  'Please select a priority': 'Dewiswch flaenoriaeth',
  'Subject must be at least 3 characters': "Rhaid i'r pwnc fod yn 3 nod o leiaf",
  'Subject must be at most 150 characters': 'Ni all y pwnc fod yn hwy na 150 nod',
  'Message must be at most 4000 characters': 'Ni all y neges fod yn hwy na 4000 nod',
  'Please enter a UK mobile number, for example 07700 900123':
    'Rhowch rif ffôn symudol yn y DU, er enghraifft 07700 900123',
  'Add a mobile number to receive text messages': 'Ychwanegwch rif ffôn symudol i gael negeseuon testun',
  // Zod's own wording for the mobile number's .max(30), which gives no message of its own.
  'Too big: expected string to have <=30 characters': 'Ni all fod yn hwy na 30 nod',

  // The tenant portal's answers (modules/tenant-portal, maintenance, notifications/sms).
  'Your message has been sent to your landlord.': "Mae eich neges wedi'i hanfon at eich landlord.",
  'Invitation accepted. The tenancy is now in your tenant portal.':
    "Gwahoddiad wedi'i dderbyn. Mae'r denantiaeth bellach yn eich porth tenant.",
  'Invitation declined. We have let the landlord know.':
    "Gwahoddiad wedi'i wrthod. Rydyn ni wedi rhoi gwybod i'r landlord.",
  'This invitation is no longer open: it has been answered, replaced or has expired. Ask your landlord to send it again if you need it.':
    "Nid yw'r gwahoddiad hwn ar agor mwyach: mae wedi'i ateb, wedi'i ddisodli neu wedi dod i ben. Gofynnwch i'ch landlord ei anfon eto os oes ei angen arnoch.",
  'Only tenants have a tenant portal.': 'Dim ond tenantiaid sydd â phorth tenant.',
  'Active tenancy not found': 'Heb ddod o hyd i denantiaeth weithredol',
  'Tenancy not found': "Heb ddod o hyd i'r denantiaeth",
  'Property not found': "Heb ddod o hyd i'r eiddo",
  'Invitation not found': "Heb ddod o hyd i'r gwahoddiad",
  'Maintenance request not found': "Heb ddod o hyd i'r cais atgyweirio",
  'Photo not found': "Heb ddod o hyd i'r llun",
  'User not found': "Heb ddod o hyd i'r defnyddiwr",
  'This request can no longer be changed because work has started.':
    'Nid oes modd newid y cais hwn bellach oherwydd bod gwaith wedi dechrau arno.',
  // TOO_MANY_PHOTOS, with MAX_MAINTENANCE_PHOTOS (5) written in.
  'A request can have at most 5 photos': 'Gall cais gynnwys 5 llun ar y mwyaf',

  // Uploading a photo (src/shared/uploads.ts, lib/multipart-upload.ts, properties/photos.service.ts).
  'Please choose a photo to upload': "Dewiswch lun i'w lwytho i fyny",
  'Photos must be JPEG, PNG or WebP images.': 'Rhaid i luniau fod yn ddelweddau JPEG, PNG neu WebP.',
  // PHOTO_TOO_LARGE, with MAX_UPLOAD_MB (10) written in.
  'The photo is too large. Photos can be at most 10 MB.':
    "Mae'r llun yn rhy fawr. Gall lluniau fod yn 10 MB ar y mwyaf.",
  'The image could not be read. Please try another file.':
    'Nid oedd modd darllen y ddelwedd. Rhowch gynnig ar ffeil arall.',
  'Upload one photo at a time.': 'Llwythwch un llun i fyny ar y tro.',
  'The upload has too many fields.': 'Mae gormod o feysydd yn yr uwchlwythiad.',
  'The upload could not be read. Please try again.':
    'Nid oedd modd darllen yr uwchlwythiad. Rhowch gynnig arall arni.',
  'There is no room to store the file just now, so nothing was saved. Please try again later.':
    "Nid oes lle i gadw'r ffeil ar hyn o bryd, felly ni chafodd dim ei gadw. Rhowch gynnig arall arni yn nes ymlaen.",
  'The request is too large.': "Mae'r cais yn rhy fawr.",
};

/** The server's describeWait ("1 second", "45 seconds", "3 minutes") in Welsh: a numeral takes the singular. */
function waitInWelsh(count: string, unit: string): string {
  if (unit.startsWith('second')) return `${count} eiliad`;
  // "dau" softens what follows: 2 funud.
  return count === '2' ? '2 funud' : `${count} munud`;
}

const WAIT = '(\\d+) (seconds?|minutes)';

export const SERVER_MESSAGE_PATTERNS: readonly ServerMessagePattern[] = [
  // tooManyRequests' own words (every rate limit: register, forgot, reset, contact, viewing, applying).
  {
    english: new RegExp(`^Too many attempts\\. Please wait ${WAIT} and try again\\.$`),
    welsh: (count = '', unit = '') =>
      `Gormod o ymdrechion. Arhoswch ${waitInWelsh(count, unit)} a rhowch gynnig arall arni.`,
  },
  // A control character typed or pasted into a field (src/server/lib/control-characters.ts): shown
  // under the field, so the API's field name is left out.
  {
    english:
      /^[\w.]+ contains a control character, which is not allowed( \(only line breaks and tabs are\))?$/,
    welsh: (longText) =>
      `Mae nod rheoli yn y testun hwn, ac ni chaniateir hynny${longText ? " (dim ond toriadau llinell a thabiau sy'n cael eu caniatáu)" : ''}.`,
  },
  // A photo whose header declares too many pixels (imageTooLargeMessage, lib/upload-safety.ts).
  {
    english:
      /^This picture is (\d+) × (\d+) pixels; the largest we take is (\d+) megapixels\. Please make it smaller and try again\.$/,
    welsh: (width, height, most) =>
      `Mae'r llun hwn yn ${width} × ${height} picsel; ${most} megapicsel yw'r mwyaf rydyn ni'n ei dderbyn. Gwnewch ef yn llai a rhowch gynnig arall arni.`,
  },
  // LOGIN_WAIT_MESSAGE (modules/auth/login-throttle.ts).
  {
    english: new RegExp(
      `^Too many failed sign-in attempts for this account\\. Please wait ${WAIT} and try again\\.$`,
    ),
    welsh: (count = '', unit = '') =>
      `Bu gormod o ymdrechion aflwyddiannus i fewngofnodi i'r cyfrif hwn. Arhoswch ${waitInWelsh(count, unit)} a rhowch gynnig arall arni.`,
  },
];
