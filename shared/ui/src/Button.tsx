import type { ButtonHTMLAttributes } from 'react';

const VARIANTS = ['primary', 'secondary', 'ghost', 'danger'] as const;
type Variant = (typeof VARIANTS)[number];

/** A button of one of the theme's variants; an unsupported variant is a programming error and throws. */
export function Button({ variant = 'primary', className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  if (!VARIANTS.includes(variant)) throw new Error(`Unsupported button type: ${String(variant)}`);
  return <button {...rest} className={['ui-btn', `ui-btn--${variant}`, className].filter(Boolean).join(' ')} />;
}
