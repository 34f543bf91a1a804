import { cn } from '../../lib/cn';

type ButtonVariant = 'solid' | 'outline' | 'ghost';
type ButtonSize = 'sm' | 'md' | 'icon';

type ButtonStyleOptions = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

const VARIANTS: Record<ButtonVariant, string> = {
  // Forced colours drop the fill: the border keeps it a button there, not a link like the ones beside it.
  solid: 'bg-accent-solid text-on-accent hover:opacity-90 forced-colors:border',
  outline: 'border border-line bg-surface text-ink hover:bg-surface-raised',
  ghost: 'text-ink hover:bg-surface-raised',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 gap-1.5 px-3 text-sm',
  md: 'h-11 gap-2 px-5 text-base',
  // A square for one icon: the header's menu and colour-mode buttons.
  icon: 'size-10',
};

/**
 * Button look as a class string, so a server component can style a link as a
 * button without a client boundary.
 */
export const buttonStyles = ({ variant = 'solid', size = 'md', className }: ButtonStyleOptions = {}): string =>
  cn(
    'inline-flex shrink-0 items-center justify-center rounded-lg font-medium transition-colors',
    'disabled:pointer-events-none disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
