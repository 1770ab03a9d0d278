import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';
import { type ButtonVariantProps, buttonVariants } from './button-variants';

export function Button({
  className,
  variant,
  size,
  type = 'button',
  ...props
}: ComponentProps<'button'> & ButtonVariantProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
