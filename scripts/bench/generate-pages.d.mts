export function generatePages(root: string, count: number): number;
