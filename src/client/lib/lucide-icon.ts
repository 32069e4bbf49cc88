import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

/** An icon as lucide-react 1.x's icon modules describe it (`__iconData`). */
interface LucideIconData {
  name: string;
  size?: number;
  node: readonly (readonly [string, Record<string, string>])[];
  aliases?: readonly string[];
}

type IconProps = SVGProps<SVGSVGElement> & {
  size?: number | string;
  children?: ReactNode;
};

const hasA11yProp = (props: object) =>
  Object.keys(props).some((prop) => prop.startsWith('aria-') || prop === 'role' || prop === 'title');

/**
 * lucide-react's `createLucideIcon`, reduced to what this product uses, for the browser builds
 * (scripts/build/slim-lucide.ts puts it under lucide's icon modules). lucide's own goes through a
 * generic node builder, a context provider and attribute renaming, about 1 KB gzipped on every page
 * for the header's three icons. The markup is lucide's to the attribute (lucide-icon.test.tsx); the
 * icons' drawings are still lucide's own modules. Not supported, as nothing here uses them:
 * `LucideProvider` defaults, `absoluteStrokeWidth` and `nonScalingStroke`.
 */
export default function createLucideIcon({ name, size: box = 24, node, aliases = [] }: LucideIconData) {
  const iconClasses = ['lucide', `lucide-${name}`, ...aliases.map((alias) => `lucide-${alias}`)];
  return forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
    {
      color = 'currentColor',
      size = 24,
      width = size,
      height = size,
      strokeWidth = 2,
      className = '',
      children,
      ...rest
    },
    ref,
  ) {
    const classes = [...iconClasses, ...className.split(' ')];
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width,
        height,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: color,
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: classes.filter((item, index) => item && classes.indexOf(item) === index).join(' '),
        ...(!children && !hasA11yProp(rest) && { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  });
}
