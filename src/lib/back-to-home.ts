/** The error pages' way out. A module of its own: the root error boundary, on every page, needs this text alone. */
export const BACK_TO_HOME = 'Back to home';
