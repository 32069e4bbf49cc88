import { Quote, Star } from 'lucide-react';
import { TESTIMONIAL_CARD as COPY } from '@client/content/pages/testimonials';

export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  /** Out of five. */
  rating: number;
}

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');

/** Static client quotes: the rating is read out as text, the stars are decoration. */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.author} className="flex">
          <figure className="relative flex w-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <Quote aria-hidden="true" className="absolute top-6 right-6 size-10 text-brand-100" />
            <p>
              <span className="sr-only">{COPY.rating(item.rating)}</span>
              <span aria-hidden="true" className="flex gap-1 text-amber-500">
                {Array.from({ length: 5 }, (_, i) => (
                  <Star key={i} className="size-5" fill={i < item.rating ? 'currentColor' : 'none'} />
                ))}
              </span>
            </p>
            <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-slate-800">
              <p>“{item.quote}”</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-4">
              <span
                aria-hidden="true"
                className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
              >
                {initialsOf(item.author)}
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{item.author}</span>
                <span className="block text-sm text-slate-700">{item.role}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
