type ClassValue = string | false | null | undefined;

/** Joins class names, skipping empty ones. */
export const cn = (...classes: ClassValue[]): string => classes.filter(Boolean).join(' ');
