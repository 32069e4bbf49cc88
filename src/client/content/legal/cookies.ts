import { AGENCY } from '@client/content/agency';
import { contactPageLink, emailLink, phoneLink, privacyLink } from './common';
import { cards, LEGAL_LAST_UPDATED, LEGAL_LAST_UPDATED_ISO, p, ul, type LegalDocument } from './types';

/**
 * The one cookie the product sets: SESSION_COOKIE in src/server/plugins/auth.ts, set at sign-in by
 * src/server/modules/auth/auth.routes.ts (httpOnly, SameSite=Lax, Secure over https, path /; no
 * Max-Age without Remember Me, 30 days with it). The client stores nothing in localStorage,
 * sessionStorage or IndexedDB. Keep this in step with those files.
 */
export const SESSION_COOKIE_NAME = 'sid';

export const COOKIE_POLICY: LegalDocument = {
  title: 'Cookie Policy',
  intro: `Which cookies and similar technologies the ${AGENCY.name} website uses, and how you can control them.`,
  lastUpdated: LEGAL_LAST_UPDATED,
  lastUpdatedIso: LEGAL_LAST_UPDATED_ISO,
  summary: [
    `We use one cookie, called "${SESSION_COOKIE_NAME}". It keeps you signed in to your portal and is only set when you sign in.`,
    'It is strictly necessary, so the law does not require us to ask for your consent, and we do not show a cookie banner.',
    'We use no analytics, advertising or social media cookies, nothing is stored in your browser’s local storage, and our pages load nothing from other companies’ servers.',
    'You can block or delete cookies in your browser settings. The public pages still work; only signing in needs the cookie.',
  ],
  sections: [
    {
      id: 'what-are-cookies',
      title: 'What cookies are',
      blocks: [
        p(
          'A cookie is a small text file that a website asks your browser to keep, and which the browser sends back each time you visit a page on that website. Browsers can also keep information for websites in other ways, such as "local storage". The rules on cookies, in the Privacy and Electronic Communications Regulations 2003, cover all of these, so this policy covers them too.',
        ),
      ],
    },
    {
      id: 'cookies-we-use',
      title: 'The cookie we use',
      blocks: [
        p('Our website sets one cookie, and only when you sign in to your account:'),
        cards({
          title: 'Sign-in session cookie',
          code: SESSION_COOKIE_NAME,
          facts: [
            {
              term: 'Set by',
              detail: `This website (${AGENCY.name}), when you sign in. It is never set by anyone else.`,
            },
            {
              term: 'Purpose',
              detail:
                'Keeps you signed in to your landlord, tenant or staff portal as you move from page to page. It holds a random sign-in code and nothing else about you.',
            },
            { term: 'Category', detail: 'Strictly necessary.' },
            {
              term: 'Lifetime',
              detail:
                'Deleted when you close your browser, or kept for 30 days if you tick "Remember Me". It is removed when you log out. The sign-in behind it ends on our server after 24 hours, or 30 days with "Remember Me" (12 hours at most for staff accounts); after that the cookie no longer works.',
            },
            {
              term: 'Protection',
              detail:
                'Scripts on the page cannot read it (HttpOnly), on our live website it is only sent over an encrypted connection (Secure), and it is not sent when another website tries to make changes to your account (SameSite=Lax).',
            },
          ],
        }),
        p(
          'If you only read our public pages, search listings or send us a message, no cookie is set at all.',
        ),
      ],
    },
    {
      id: 'other-storage',
      title: 'Other storage on your device',
      blocks: [
        ul(
          'Local storage and session storage: none. Our website does not keep anything in them.',
          'IndexedDB and other browser databases: none.',
          'Browser cache: like any website, your browser keeps copies of our pages’ files (scripts, styles and pictures) so that pages load faster. These files are the same for everyone and contain no information about you.',
        ),
      ],
    },
    {
      id: 'no-tracking',
      title: 'No analytics, advertising or third-party cookies',
      blocks: [
        p(
          'We do not use analytics or statistics tools, advertising or remarketing cookies, social media plugins, tracking pixels or fingerprinting. Our fonts, pictures and scripts all come from our own website, and maps are not embedded in our pages, so no other company can set cookies or see your visit while you browse our website.',
        ),
      ],
    },
    {
      id: 'other-websites',
      title: 'Links to other websites',
      blocks: [
        p(
          'Our pages link to other websites, such as our Facebook, Instagram and LinkedIn pages and a map service for directions to our office. Nothing from those websites is loaded until you follow the link. Once you do, they may set their own cookies under their own policies, which we do not control.',
        ),
      ],
    },
    {
      id: 'no-banner',
      title: 'Why we do not show a cookie banner',
      blocks: [
        p(
          'The law requires a website to ask for your consent before it stores information on your device, except where the storage is strictly necessary to provide a service you have asked for. Our sign-in cookie is exactly that: without it, we could not keep you signed in to the portal you chose to use.',
        ),
        p(
          'Because the sign-in cookie is the only thing we store, there is nothing to ask your consent for, so we do not show a cookie banner. If we ever want to use any cookie that is not strictly necessary, we will ask you first, make refusing as easy as accepting, and update this policy before we start.',
        ),
      ],
    },
    {
      id: 'managing-cookies',
      title: 'How to control cookies',
      blocks: [
        ul(
          'Most browsers let you see, delete and block cookies in their settings, usually under "Privacy", "Security" or "Cookies and site data". On a phone, look in the settings of the browser app itself, or in your phone’s settings for that browser.',
          'You can delete our cookie at any time by logging out, by clearing your browser’s cookies, or by closing your browser if you did not tick "Remember Me".',
          'If you block cookies for our website, the public pages, listings and contact form still work, but you will not be able to sign in to a portal.',
          'A private or incognito window deletes all its cookies when you close it.',
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        p(
          'If we change the cookies or storage our website uses, we will update this policy and the date at the top of the page first.',
        ),
        p('To find out how we use personal information more generally, read our ', privacyLink(), '.'),
      ],
    },
    {
      id: 'cookies-contact',
      title: 'Contact us',
      blocks: [
        p(
          'For questions about cookies, e-mail ',
          emailLink,
          ', call ',
          phoneLink,
          ' or use our ',
          contactPageLink(),
          '.',
        ),
      ],
    },
  ],
};
