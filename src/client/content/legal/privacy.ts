import { AGENCY } from '@client/content/agency';
import { contactPageLink, cookiesLink, emailLink, phoneLink, postalAddress, termsLink } from './common';
import {
  cards,
  h3,
  LEGAL_LAST_UPDATED,
  LEGAL_LAST_UPDATED_ISO,
  link,
  p,
  ul,
  type LegalDocument,
} from './types';

const ICO_COMPLAINTS = link('ico.org.uk/make-a-complaint', 'https://ico.org.uk/make-a-complaint/');
const ICO_HELPLINE = link('0303 123 1113', 'tel:+443031231113');

/**
 * Privacy Policy under the UK GDPR and the Data Protection Act 2018. Written from what the product
 * really holds (src/server/db/schema): accounts, properties, tenancies, documents, communications,
 * rent payments, contact messages and viewing requests, sessions, throttling counters and request logs.
 */
export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  intro: `How ${AGENCY.name} collects, uses, shares and protects personal information, and the rights you have over it.`,
  lastUpdated: LEGAL_LAST_UPDATED,
  lastUpdatedIso: LEGAL_LAST_UPDATED_ISO,
  summary: [
    `${AGENCY.name} is the controller of the personal information we hold about landlords, tenants, applicants and people who contact us.`,
    'We use it to let and manage homes, to meet the legal duties that come with renting in Wales, and to answer your enquiries. We never sell it and we do not use it for advertising.',
    'We share it only where the job or the law needs it: for example with a tenancy deposit scheme, Rent Smart Wales, the council or a contractor fixing a repair.',
    'We keep tenancy records for 6 years after a tenancy ends, rent records for 6 years after the end of their financial year, enquiries that go nowhere for 12 months and server logs for 30 days. Then our website deletes them by itself.',
    'You can download a copy of your information at any time from the "Your data" card on your dashboard.',
    [
      'You can ask to see, correct or erase your information, and more. E-mail ',
      emailLink,
      ' and we will reply within one month. You can also complain to the ICO at ',
      ICO_COMPLAINTS,
      ' or on ',
      ICO_HELPLINE,
      '.',
    ],
  ],
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        p(
          `${AGENCY.name} is a letting and property management agency based in ${AGENCY.address.town}, working across Cardiff and South Wales. For the personal information described in this policy we are the "controller": we decide why and how it is used, and we are responsible for looking after it.`,
        ),
        p(`Our address is ${postalAddress}. You can e-mail us at `, emailLink, ' or call ', phoneLink, '.'),
        p(
          "We are registered with the Information Commissioner's Office (ICO), the UK's data protection regulator. Our ICO registration number is available on request.",
        ),
        p(
          'When we manage a tenancy for a landlord, the landlord is also responsible for the information about that tenancy, and we share the tenancy records with them. This policy explains what we do; your landlord may give you their own privacy information too.',
        ),
      ],
    },
    {
      id: 'information-we-hold',
      title: 'The information we hold',
      blocks: [
        h3('If you have an account on our website'),
        ul(
          'Your full name, username, e-mail address and phone number (if you give one), and whether you are a landlord, tenant or member of our staff.',
          'Your password, stored only as a one-way scrambled "hash", so nobody at the agency can read it.',
          'When the account was created, when you last signed in, and a record of each sign-in session: when it started and ends, and the type of browser used.',
        ),
        h3('If you are a landlord'),
        ul(
          'Your contact details and the addresses, descriptions, photographs and rents of the properties we manage or let for you.',
          'Safety and compliance records for each property: gas safety records, electrical installation condition reports (EICRs), energy performance certificates (EPCs), smoke and carbon monoxide alarm records, legionella risk assessments and buildings insurance.',
          'Your Rent Smart Wales registration and licensing details, and the bank details we need to pay rent to you where we collect it for you.',
          'Records of rent received and paid out, and of our calls, e-mails, letters and visits with you.',
        ),
        h3('If you are a tenant, a guarantor or applying for a home'),
        ul(
          'Your name, e-mail address and phone number, the property, and your place in the tenancy (tenant, lead tenant or guarantor).',
          'Tenancy details: the occupation contract and written statement, occupation and end dates, the contract type, the rent, the deposit, the deposit scheme and its reference, and the date the deposit was paid.',
          'Rent records: amounts, due and payment dates, payment method and reference, and whether a payment is paid, pending or overdue.',
          'Documents about your home and tenancy that we store for you and your landlord, such as safety certificates and tenancy documents.',
          'A log of our communications with you (calls, e-mails, letters and visits, with the date, subject and what was said), including repair and maintenance reports.',
          'Where you apply for a tenancy and referencing is used: proof of identity and address, employment and income details, previous landlord references and the results of any credit or referencing check.',
        ),
        h3('If you contact us or ask for a viewing'),
        ul(
          'Your name, e-mail address, phone number (if you give one), the kind of enquiry and your message.',
          'For a viewing request, the property you are interested in and the times that suit you.',
        ),
        h3('If you visit our website'),
        ul(
          'Our server records each request it answers: the page or address asked for, the time, the result and how long it took, and your account number if you are signed in.',
          'Your IP address is used, briefly, to count attempts to sign in, register, reset a password, send the contact form or ask for a viewing, so we can stop automated abuse.',
          [
            'One cookie, which keeps you signed in. We use no analytics or advertising cookies: see our ',
            cookiesLink(),
            '.',
          ],
        ),
        h3('Sensitive information'),
        p(
          'We do not ask for special category information such as health, ethnicity or religion. If you choose to tell us about a health condition or disability, for example so that we can prioritise a repair or arrange an adaptation, we use it only for that purpose and with your explicit consent. Our accounts and portals are for adults aged 18 or over.',
        ),
      ],
    },
    {
      id: 'how-we-use-it',
      title: 'How we use it and our lawful basis',
      blocks: [
        p(
          'The law only allows us to use personal information where we have a lawful basis. For each thing we do, this is what we use and why.',
        ),
        cards(
          {
            title: 'Running your account and the landlord and tenant portals',
            facts: [
              {
                term: 'What we use',
                detail:
                  'Account details, sign-in sessions, and the property and tenancy records you can see.',
              },
              {
                term: 'Lawful basis',
                detail:
                  'Contract: we need it to provide the portal you signed up for. For staff accounts, our legitimate interest in running the agency.',
              },
            ],
          },
          {
            title: 'Letting and managing properties for landlords',
            facts: [
              {
                term: 'What we use',
                detail:
                  'Landlord and property details, compliance records, rent records and our communications.',
              },
              {
                term: 'Lawful basis',
                detail: 'Contract: our management or letting agreement with the landlord.',
              },
            ],
          },
          {
            title: 'Finding tenants and arranging tenancies',
            facts: [
              {
                term: 'What we use',
                detail:
                  'Applicant contact details, viewing requests and, where used, referencing and credit check results.',
              },
              {
                term: 'Lawful basis',
                detail:
                  'Steps you ask us to take before entering a contract, and the legitimate interest of the landlord and of us in making sure a home is affordable and suitable. You will be told before any credit or referencing check is made.',
              },
            ],
          },
          {
            title: 'Managing a tenancy: rent, deposits, repairs and records',
            facts: [
              {
                term: 'What we use',
                detail: 'Tenancy details, rent records, documents and the communications log.',
              },
              {
                term: 'Lawful basis',
                detail:
                  'Contract: the occupation contract we manage on your landlord’s behalf. Where we are not a party to it, our and your landlord’s legitimate interest in running the tenancy properly and keeping an accurate record of what was agreed and done.',
              },
            ],
          },
          {
            title: 'Meeting our legal duties',
            facts: [
              {
                term: 'What we use',
                detail:
                  'Tenancy, deposit, safety and financial records, and the details of landlords and properties.',
              },
              {
                term: 'Lawful basis',
                detail:
                  'Legal obligation. For example: protecting deposits with an approved scheme and giving the required information within 30 days; the licence conditions of Rent Smart Wales under the Housing (Wales) Act 2014; providing the written statement of an occupation contract under the Renting Homes (Wales) Act 2016; keeping gas safety records for at least 2 years; giving electrical safety reports to contract-holders; and keeping financial records for HM Revenue & Customs.',
              },
            ],
          },
          {
            title: 'Answering enquiries and viewing requests',
            facts: [
              {
                term: 'What we use',
                detail: 'What you send us through the contact form, by e-mail or by phone.',
              },
              {
                term: 'Lawful basis',
                detail:
                  'Our legitimate interest in replying to people who contact us, or steps you ask for before entering a contract.',
              },
            ],
          },
          {
            title: 'Keeping the website and your information secure',
            facts: [
              {
                term: 'What we use',
                detail: 'Request logs, IP addresses, sign-in sessions and counts of failed attempts.',
              },
              {
                term: 'Lawful basis',
                detail:
                  'Our legitimate interest in protecting our systems and your accounts from misuse, fraud and attack.',
              },
            ],
          },
          {
            title: 'Information you choose to give us about your health',
            facts: [
              {
                term: 'What we use',
                detail: 'Only what you tell us, for the purpose you tell us it for.',
              },
              {
                term: 'Lawful basis',
                detail:
                  'Your explicit consent, which you can withdraw at any time by telling us. Withdrawing it does not affect what we did before.',
              },
            ],
          },
        ),
        p(
          'We send e-mails about your account and your tenancy or property (for example a password reset link or a reply to your enquiry). We do not send marketing e-mails, and we make no decisions about you by automated means alone.',
        ),
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      blocks: [
        p(
          'We share personal information only when it is needed to provide our services or when the law requires it, and only as much as is needed. We never sell it.',
        ),
        ul(
          'Landlords and tenants of the same tenancy: a landlord sees the records of their own tenancies; a tenant sees their own tenancy, the documents shared with them and the landlord’s contact details for notices.',
          'Tenancy deposit schemes approved in Wales (the Deposit Protection Service, mydeposits or the Tenancy Deposit Scheme), to protect a deposit and to resolve any dispute about it.',
          'Contractors such as gas engineers, electricians and other tradespeople, who get the name, phone number and address they need to arrange access for repairs, inspections and safety checks.',
          'Rent Smart Wales, the Welsh Government’s landlord registration and licensing authority, when registering, licensing or answering their enquiries.',
          'The local council, for example for council tax, housing standards and licensing of houses in multiple occupation.',
          'Referencing and credit reference agencies, where a referencing check is used for a tenancy application. They will tell you how they use your information.',
          'HM Revenue & Customs and other public bodies, the police or courts, when the law requires us to.',
          'Our professional advisers and insurers, such as our solicitors and accountants, when they need it to advise or protect us.',
          'Our bank, to receive rent and deposits and to pay landlords.',
          'The companies that run services for us on our instructions: the hosting provider that runs our website, database and file storage, the e-mail provider that delivers our messages and, if you choose to receive text messages, the text-message provider (Twilio) that delivers them. They may use your information only to provide that service to us, under a written contract.',
        ),
      ],
    },
    {
      id: 'international-transfers',
      title: 'Transfers outside the UK',
      blocks: [
        p(
          'We do not intend to transfer your personal information outside the UK, and we choose providers that store it in the UK. If that ever changes, we will make sure the transfer is protected as UK law requires (for example by UK adequacy regulations or the ICO’s International Data Transfer Agreement) and we will update this policy first.',
        ),
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        p(
          'We keep personal information only for as long as we need it for the purpose we collected it for, or as long as the law requires. Then we delete it or make it anonymous.',
        ),
        ul(
          'Tenancy records: 6 years after the tenancy ends, the period in which a legal claim about it can be made. Then our website deletes, by itself and within the hour, the tenancy’s communications log, the copies of messages sent about it, its documents (and their files) and its repair requests (with their photos), and removes the tenant’s name, e-mail address, phone number and the link to their account from the tenancy record.',
          'Rent and deposit records: these are financial records, kept 6 years after the end of the financial year (ending 5 April) they belong to, as HM Revenue & Customs requires; for a tenancy, never less than the 6 years above. Then they are deleted, and so is the tenancy record once nothing is left on it. Bank statement lines imported to match rent, and the agency’s deductions on a landlord’s statement, are deleted on the same rule.',
          'Gas safety records: at least 2 years from the date of the check, as the law requires. In practice we keep them with the property’s records, below.',
          'Property and landlord records (property details, compliance certificates, a landlord’s registration and licence): for as long as we manage the property, and 6 years after. Our staff delete them when that period ends.',
          'Applications to rent a home that does not go ahead: 6 months after the decision, then deleted by our website (unless you paid a holding deposit: that is a financial record, kept as rent records are). Referencing reports are kept outside our website, for the same 6 months.',
          'Enquiries and viewing requests: 12 months after our last contact with you, then deleted by our website.',
          'Your website account: for as long as it is open, or until you ask us to erase it (see "Your rights").',
          'Registrations that we do not approve: deleted within 3 months.',
          'Copies of the e-mails and text messages the website sends you: 12 months, so we can check what was sent and when. Those about a tenancy are part of its communications log, above.',
          'Sign-in sessions: deleted within the hour after they end or expire. Server request logs: 30 days. Counts of attempts kept against an IP address: 24 hours. Password reset links stop working after 30 minutes, and invitation links after 7 days.',
        ),
      ],
    },
    {
      id: 'security',
      title: 'How we keep it safe',
      blocks: [
        ul(
          'Our website is served over an encrypted connection (HTTPS).',
          'Passwords are stored only as a strong one-way hash (Argon2id), and we keep only a hash of each sign-in token, so a copy of our database could not be used to sign in.',
          'Your sign-in cookie cannot be read by scripts on the page, and repeated failed sign-ins are blocked for a while.',
          'Each person sees only what is theirs: a landlord only their own properties and tenants, a tenant only their own tenancy and the documents shared with them.',
          'Documents and photographs are kept in private storage and are only handed out to signed-in people who are allowed to see them.',
          'Only our staff who need information for their work can see it, and our website loads nothing from other companies’ servers.',
        ),
        p(
          'If a personal data breach puts your rights at risk, we will tell you without undue delay, and we will report it to the ICO within 72 hours where the law requires.',
        ),
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        p('Under the UK GDPR you have eight rights over your personal information:'),
        ul(
          'The right to be informed: to be told how your information is used, which is what this policy does.',
          'The right of access: to ask for a copy of the information we hold about you.',
          'The right to rectification: to have inaccurate information corrected and incomplete information completed.',
          'The right to erasure: to ask us to delete your information, where we no longer have a good reason or a legal duty to keep it.',
          'The right to restrict processing: to ask us to limit how we use your information, for example while we check that it is accurate.',
          'The right to data portability: to receive information you gave us in a common, machine-readable format, or have it sent to someone else.',
          'The right to object: to object to our use of your information where we rely on legitimate interests.',
          'Rights about automated decision-making and profiling: not to be subject to a significant decision made by automated means alone. We make no such decisions.',
        ),
        p(
          'Some rights apply only in certain circumstances. For example, we cannot delete tenancy or gas safety records before the law allows, but we will always explain why.',
        ),
        h3('Getting a copy of your information'),
        p(
          'Signed in, use "Download my data" on your dashboard at any time. You get a file (JSON, a common machine-readable format) with your account details and sign-in sessions, your tenancies or properties, rent payments, the list of your documents, the communications log, repair requests, your enquiries to us and copies of the messages our website sent you. It never contains your password or any sign-in or reset code. If you ask us instead, our staff make the same file for you, and it also lists documents about your tenancy that were not shared with you.',
        ),
        h3('What happens when we erase your information'),
        ul(
          'Your name, e-mail address, phone number and username are replaced by a pseudonym (for example "Erased person 4F2A"), on your account and on your tenancies.',
          'Your password is deleted, you are signed out everywhere, and any password reset or invitation link stops working. Nobody can sign in to the account again.',
          'In our audit trail (the record of who changed what, and when), the details recorded about your account and your tenancies are replaced; that a change was made, when and by whom stays.',
          'Enquiries and viewing requests you sent us, notes you gave about access to your home for repairs, and copies of messages to you that are not about a tenancy are deleted; nothing more is sent to you.',
          'Kept, under the pseudonym, because the law requires it: rent payments, deposits and arrears, and the records of each tenancy, until the periods in "How long we keep it" end, when they are deleted as described there.',
        ),
      ],
    },
    {
      id: 'making-a-request',
      title: 'How to use your rights',
      blocks: [
        p(
          'To make a request, e-mail ',
          emailLink,
          ` or write to us at ${postalAddress}. You can also call `,
          phoneLink,
          ' or tell us in person, and we will note your request.',
        ),
        ul(
          'It is free. We may charge a reasonable fee, or refuse, only if a request is clearly unfounded or excessive, and we will tell you why.',
          'We may ask you to prove who you are, so we never give your information to someone else.',
          'We will reply within one month of receiving your request (or of receiving proof of identity, if we need it). If a request is complex, or you make several, we may take up to two more months; we will tell you within the first month if so.',
        ),
      ],
    },
    {
      id: 'complaints',
      title: 'Complaints and the ICO',
      blocks: [
        p(
          'If you are unhappy with how we have used your information, please tell us first so we can put it right. We will acknowledge a data protection complaint within 30 days and tell you what we are doing about it.',
        ),
        p(
          'You also have the right to complain to the Information Commissioner’s Office (ICO) at any time: online at ',
          ICO_COMPLAINTS,
          ', by phone on ',
          ICO_HELPLINE,
          ", or by post to the Information Commissioner's Office, Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF.",
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        p(
          `We review this policy when what we do changes, and at least once a year. The date it was last updated is shown at the top of the page. If we make a change that affects you significantly, we will tell you by e-mail or when you next sign in.`,
        ),
        p('How you may use our website and portals is set out in our ', termsLink(), '.'),
      ],
    },
    {
      id: 'privacy-contact',
      title: 'Contact us',
      blocks: [
        p(
          'For any question about this policy or your information, e-mail ',
          emailLink,
          ' with "Data protection" in the subject line, call ',
          phoneLink,
          `, write to ${postalAddress}, or use our `,
          contactPageLink(),
          '.',
        ),
      ],
    },
  ],
};
