import { Link } from 'wouter';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { AGENCY } from '@client/content/agency';
import { FOOTER_LINKS, LEGAL_LINKS } from '@client/content/navigation';
import { SITE_FOOTER as COPY } from '@client/content/pages/site-footer';
import { FacebookIcon, InstagramIcon, LinkedInIcon } from './social-icons';

const linkClass = 'rounded text-slate-200 underline-offset-4 hover:text-white hover:underline';

const SOCIAL = [
  { href: AGENCY.social.facebook, label: COPY.social.facebook, Icon: FacebookIcon },
  { href: AGENCY.social.instagram, label: COPY.social.instagram, Icon: InstagramIcon },
  { href: AGENCY.social.linkedin, label: COPY.social.linkedin, Icon: LinkedInIcon },
] as const;

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="on-dark bg-navy-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <p className="text-lg font-bold text-white">{AGENCY.name}</p>
          <p className="text-sm">{COPY.about}</p>
          <ul className="flex gap-3">
            {SOCIAL.map(({ href, label, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  aria-label={label}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label={COPY.navLabel}>
          <h2 className="text-base font-semibold text-white">{COPY.quickLinks}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-base font-semibold text-white">{COPY.contactUs}</h2>
          <address className="mt-3 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {AGENCY.address.street}, {AGENCY.address.town}
                <br />
                {AGENCY.address.county}, {AGENCY.address.postcode}
              </span>
            </p>
            <p className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={AGENCY.phoneHref} className={linkClass}>
                {AGENCY.phone}
              </a>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={`mailto:${AGENCY.email}`} className={`${linkClass} break-all`}>
                {AGENCY.email}
              </a>
            </p>
          </address>
        </div>

        <div>
          <h2 className="flex items-center gap-2 text-base font-semibold text-white">
            <Clock aria-hidden="true" className="size-4" />
            {COPY.officeHours}
          </h2>
          <dl className="mt-3 space-y-2 text-sm">
            {AGENCY.hours.map((row) => (
              <div key={row.short} className="flex justify-between gap-4">
                <dt>{row.short}</dt>
                <dd className="text-white">{row.time}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>{COPY.copyright(year)}</p>
          <nav aria-label={COPY.legalLabel}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {LEGAL_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
