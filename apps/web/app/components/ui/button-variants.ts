/**
 * Kept apart from button.tsx, and written without cva/clsx/tailwind-merge, so public pages can style
 * links as buttons within their JavaScript budget.
 */
const base =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg font-medium transition-[color,background-color,box-shadow,opacity] outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0';

const variants = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
  outline: 'border border-border bg-background hover:bg-muted',
  ghost: 'hover:bg-muted',
  destructive: 'bg-destructive text-white shadow-sm hover:bg-destructive/90',
  inverted: 'bg-foreground text-background shadow-sm hover:bg-foreground/85',
};

const sizes = {
  sm: 'h-8 px-3 text-sm',
  default: 'h-9 px-4 text-sm',
  lg: 'h-11 px-5 text-[15px]',
  icon: 'size-9',
  'icon-sm': 'size-8',
};

export interface ButtonVariantProps {
  variant?: keyof typeof variants | null;
  size?: keyof typeof sizes | null;
}

export function buttonVariants({ variant, size }: ButtonVariantProps = {}): string {
  return `${base} ${variants[variant ?? 'default']} ${sizes[size ?? 'default']}`;
}
