import type { FieldValues, Resolver } from 'react-hook-form';
import type { zodResolver } from './zod-resolver';

type ZodSchema = Parameters<typeof zodResolver>[0];

/**
 * A react-hook-form resolver that fetches Zod and the form's schema the first time it is
 * needed. Public pages with a form (contact, a listing's viewing request) stay inside the
 * 80 KB script budget: Zod is about 36 KB gzipped and nobody needs it until they type.
 * Call `preload` when the form is first focused so the first check does not wait.
 */
export function lazyZodResolver<TIn extends FieldValues, TOut = TIn>(loadSchema: () => Promise<ZodSchema>) {
  type R = Resolver<TIn, unknown, TOut>;
  let loading: Promise<R> | null = null;
  const preload = () =>
    (loading ??= Promise.all([import('./zod-resolver'), loadSchema()]).then(
      ([{ zodResolver: make }, schema]) => make(schema) as unknown as R,
    ));
  const resolver: R = async (values, context, options) => (await preload())(values, context, options);
  return { resolver, preload };
}
