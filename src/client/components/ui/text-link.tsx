import type { ComponentProps } from 'react';
import { Link } from 'wouter';
import { cn } from '@client/lib/utils';

/** The site's link in running text: the brand colour, underlined, darker on hover. */
export const textLinkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** A page of this site (not the API's files, not a download): navigated in the browser. */
const isPagePath = (href: string) => href.startsWith('/') && !href.startsWith('/api/');

/**
 * A link in running text. A page of the site goes through the router; anything else (tel:,
 * mailto:, a file, another site, a #part of this page) is a plain anchor, with the same look.
 * The class comes last, where the pages had it, so the rendered markup keeps its attribute order.
 */
export function TextLink({ href, className, children, ...props }: ComponentProps<'a'> & { href: string }) {
  const classes = cn(textLinkClass, className);
  if (isPagePath(href) && props.download === undefined && props.target === undefined) {
    return (
      <Link href={href} {...props} className={classes}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...props} className={classes}>
      {children}
    </a>
  );
}
