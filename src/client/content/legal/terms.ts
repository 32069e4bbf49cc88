import { AGENCY } from '@client/content/agency';
import { contactPageLink, cookiesLink, emailLink, phoneLink, postalAddress, privacyLink } from './common';
import { h3, LEGAL_LAST_UPDATED, LEGAL_LAST_UPDATED_ISO, link, p, ul, type LegalDocument } from './types';

const GAS_EMERGENCY = link('0800 111 999', 'tel:+448001119999');

/** Terms of Service for the website and the landlord, tenant and administrator portals. */
export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  intro: `The terms for using the ${AGENCY.name} website and its landlord and tenant portals.`,
  lastUpdated: LEGAL_LAST_UPDATED,
  lastUpdatedIso: LEGAL_LAST_UPDATED_ISO,
  summary: [
    'These terms cover this website and its portals. Your tenancy or your management agreement with us is governed by its own documents, which take priority.',
    'Keep your password to yourself and tell us straight away if you think someone else has used your account.',
    'Listings and guides are given in good faith, but they are general information, not legal or financial advice.',
    'Nothing in these terms takes away your statutory rights as a consumer, including under the Consumer Rights Act 2015.',
    [
      'If something goes wrong, tell us: we have a complaints procedure and belong to an independent redress scheme. The law of England and Wales applies. Questions? Use our ',
      contactPageLink(),
      '.',
    ],
  ],
  sections: [
    {
      id: 'about-these-terms',
      title: 'About these terms',
      blocks: [
        p(
          `This website is run by ${AGENCY.name}, a letting and property management agency at ${postalAddress}. In these terms "we" and "us" mean ${AGENCY.name}, and "you" means anyone using the website or its portals.`,
        ),
        p(
          'By using the website you accept these terms. If you do not accept them, please do not use it. These terms cover the website only: the services we provide to a landlord are governed by our management or letting agreement, and a tenancy by its occupation contract and written statement. If those documents say something different from these terms, they take priority.',
        ),
        p(
          'How we use personal information is explained in our ',
          privacyLink(),
          ', and the one cookie we use in our ',
          cookiesLink(),
          '.',
        ),
      ],
    },
    {
      id: 'using-the-website',
      title: 'Using our website',
      blocks: [
        p(
          'You may use our website to find out about our services, search our listings, contact us and use your portal. You must not:',
        ),
        ul(
          'use it in a way that breaks the law, or for fraud;',
          'try to get into an account, a part of the website or information that is not yours;',
          'upload anything that contains a virus or other harmful code, or that you do not have the right to share;',
          'copy the website’s content in bulk, including by automated means, or put it on another website;',
          'send false enquiries or viewing requests, or use our forms to send unwanted messages to others;',
          'do anything that damages, overloads or interferes with the website.',
        ),
        p(
          'The website is free to use. We work to keep it available and accurate, but we may need to suspend or change it, for example for maintenance or security, and we cannot promise it will always be available without interruption.',
        ),
        p(
          'Links to other websites, such as social media pages or map services, are for your convenience. We do not control those websites and are not responsible for their content or how they use your information.',
        ),
      ],
    },
    {
      id: 'accounts',
      title: 'Accounts and security',
      blocks: [
        ul(
          'Landlord and tenant accounts are for landlords and tenants of properties we let or manage. When you register, our staff check your details before the account can be used; we may decline a registration, and we will tell you if we do.',
          'An account may also be opened for you by us, or by your landlord when they add you to a tenancy. You will then receive an e-mail with a link to set your own password.',
          'Give accurate details and keep them up to date. Each account is for one person: do not share it.',
          'Choose a strong password that you do not use elsewhere and keep it secret. Do not tick "Remember Me" on a shared or public device, and sign out when you have finished.',
          [
            'If you think someone else knows your password or has used your account, change your password and tell us straight away on ',
            phoneLink,
            ' or at ',
            emailLink,
            '.',
          ],
          'Staff accounts are for our own employees only.',
          'We may suspend or close an account that is used against these terms or that puts others’ information at risk. We will tell you why unless the law or security prevents it.',
          'You can ask us to close your account at any time. Records we must keep by law stay for the periods set out in our Privacy Policy.',
        ),
      ],
    },
    {
      id: 'landlord-portal',
      title: 'The landlord portal',
      blocks: [
        p(
          'The landlord portal lets you see and update your properties, tenants, documents, communications and rent records with us. When you use it:',
        ),
        ul(
          'You are responsible for the accuracy of what you enter, such as property details, rents, alarm information and certificate dates, and for having the right to upload the documents and photographs you add.',
          'When you mark a vacant property as listed, its description, rent, photographs and similar details appear on our public listings. Your own name and contact details are never shown there. Please do not upload photographs showing people, or tenants’ belongings or personal information.',
          'Reminders such as "Expiring Soon" or "Expired" badges are there to help. They do not replace your own legal duties as a landlord in Wales, such as registering with Rent Smart Wales, keeping safety certificates up to date and protecting deposits, except where our management agreement says we will carry out a task for you.',
          'The tenants of a property can see its tenancy details, its gas safety record, electrical report (EICR) and energy performance certificate, which the law requires landlords to give them, and any other documents you choose to share with them.',
        ),
      ],
    },
    {
      id: 'tenant-portal',
      title: 'The tenant portal',
      blocks: [
        p(
          'The tenant portal shows your tenancy, rent status, documents shared with you and your contact with us. When you use it:',
        ),
        ul(
          'The written statement of your occupation contract sets out your rent and your rights and duties. The portal shows information about your tenancy; it does not change your contract.',
          'If the rent shown in the portal seems wrong, tell us, and we will check it against our records of payments received.',
          'We do not take card payments through this website. We will never ask you to change the bank details you pay rent to by e-mail alone: if you get a message like that, call us on the number on this website before you pay.',
        ),
        h3('Emergencies'),
        p(
          'The portal and our e-mail are not for emergencies. For an emergency repair, such as a flood, no heating in winter or an unsafe electrical fault, call us on ',
          phoneLink,
          '. If you smell gas, leave the property and call the National Gas Emergency Service on ',
          GAS_EMERGENCY,
          ' at any time.',
        ),
      ],
    },
    {
      id: 'listings',
      title: 'Property listings',
      blocks: [
        ul(
          'We describe properties in good faith, using information from their landlords and our own visits, and we aim to give you all the information you need to decide whether to view.',
          'Details can change: a property may be let, or its rent or availability date may change, before we update the listing. Measurements and floor areas are approximate.',
          'A listing is an invitation to get in touch, not an offer of a tenancy. A viewing request is a request, not a booking: we will contact you to arrange a time.',
          'A property is only reserved for you once we have agreed it with you in writing. The terms of a tenancy are those in its occupation contract and written statement.',
          'Please check anything that matters to your decision with us, and at the viewing, before you rely on it.',
        ),
      ],
    },
    {
      id: 'guides',
      title: 'Guides and general information',
      blocks: [
        p(
          'Our area guides, frequently asked questions and explanations of Welsh rules for landlords and tenants are general information to help you understand the subject. They are not legal, financial or tax advice for your situation, and reading them does not create an adviser relationship between you and us.',
        ),
        p(
          'The law and the figures we quote, such as typical rents, change over time. Before you act on something important, ask us about your own case or take advice from a qualified adviser such as a solicitor or accountant.',
        ),
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      blocks: [
        p(
          `The website's text, design, graphics, logo and photographs belong to ${AGENCY.name} or to the people who licensed them to us. You may view them, and print or save pages for your own personal use, for example to keep a copy of a listing. You may not copy, change or reuse them for any other purpose, or for business use, without our written permission.`,
        ),
        p(
          'Documents and photographs you upload stay yours. You give us permission to store, copy and show them as needed to provide our services, including showing listing photographs on our website, for as long as we need them.',
        ),
      ],
    },
    {
      id: 'liability',
      title: 'Our responsibility to you',
      blocks: [
        ul(
          'If you use our website as a consumer, we are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. Loss is foreseeable if it was obvious it would happen, or if we both knew it might happen when you started using the website.',
          'We are not responsible for loss that was not foreseeable, for loss caused by events outside our reasonable control, or for loss of business, income or profit where you use the website for business purposes. Landlords’ use of our services is covered by our management or letting agreement, which sets out our responsibility for them.',
          'If digital content we provide damages a device or other digital content belonging to you because we did not use reasonable care and skill, we will repair the damage or pay you fair compensation. We are not responsible for damage you could have avoided by following our advice or by installing updates offered to you for free.',
          'Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for anything else that the law does not allow us to limit or exclude.',
          'Nothing in these terms affects your statutory rights, including your rights under the Consumer Rights Act 2015 to services carried out with reasonable care and skill and as described. Citizens Advice can tell you more about your rights.',
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        p(
          'We may update these terms when the website, our services or the law change. The date they were last updated is shown at the top of this page. If a change affects how you use your account, we will tell you by e-mail or when you next sign in. The terms in force when you use the website are the ones that apply.',
        ),
      ],
    },
    {
      id: 'complaints-and-redress',
      title: 'Complaints and redress',
      blocks: [
        p(
          'If you are unhappy with our website or our service, please tell us so we can put it right. E-mail ',
          emailLink,
          `, write to ${postalAddress}, or call `,
          phoneLink,
          '.',
        ),
        ul(
          'We will acknowledge your complaint within 3 working days and aim to give you a full response within 15 working days.',
          'If you are not satisfied, you can ask for your complaint to be reviewed by a senior member of our team, who will give you our final response.',
          'If you are still not satisfied after our final response, or if 8 weeks have passed since you complained, you can ask our redress scheme to look into it, free of charge. Schemes usually require this within 12 months of our final response.',
        ),
        p(
          'As a licensed letting and property management agent in Wales, we belong to a government-approved redress scheme for lettings and property management work, as our Rent Smart Wales licence requires. The scheme is an independent ombudsman service that can look into complaints we have not been able to resolve. Its name and our membership number are in our complaints procedure, which we send with every final response and on request.',
        ),
        p(
          'Concerns about how we use personal information can also go to the ICO, as explained in our ',
          privacyLink(),
          '.',
        ),
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      blocks: [
        p(
          'These terms are governed by the law of England and Wales, and the courts of England and Wales can deal with any dispute about them. If you live in Scotland or Northern Ireland, you may also bring proceedings in your local courts.',
        ),
      ],
    },
    {
      id: 'terms-contact',
      title: 'Contact us',
      blocks: [
        p(
          'For questions about these terms, e-mail ',
          emailLink,
          ', call ',
          phoneLink,
          `, write to ${postalAddress}, or use our `,
          contactPageLink(),
          '.',
        ),
      ],
    },
  ],
};
