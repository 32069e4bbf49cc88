/** Welsh twin of content/pages/testimonials.ts (the Welsh build swaps it in). */
import type * as En from '../../pages/testimonials';

export const TESTIMONIAL_CARD: typeof En.TESTIMONIAL_CARD = {
  rating: (stars) => `Sgôr: ${stars} allan o 5`,
};
