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

// Text buttons grow a line rather than run off a phone when an editor's label is long (the hero's).
const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-9 gap-1.5 px-3 py-1 text-sm',
  md: 'min-h-11 gap-2 px-5 py-2 text-base',
  // A square for one icon: the header's menu and colour-mode buttons.
  icon: 'size-10 shrink-0',
};

/**
 * Button look as a class string, so a server component can style a link as a
 * button without a client boundary.
 */
export const buttonStyles = ({ variant = 'solid', size = 'md', className }: ButtonStyleOptions = {}): string =>
  cn(
    'inline-flex items-center justify-center rounded-lg text-center font-medium transition-colors',
    'disabled:pointer-events-none disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
