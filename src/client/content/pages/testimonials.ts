/** The words of the testimonial cards (components/public/testimonials.tsx); the quotes are in content/home-more.ts. */
export interface TestimonialCardCopy {
  /** The stars, read out as text. */
  rating: (stars: number) => string;
}

export const TESTIMONIAL_CARD: TestimonialCardCopy = {
  rating: (stars) => `Rated ${stars} out of 5`,
};
