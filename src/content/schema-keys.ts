import { z } from 'zod';

/** The schema inside optional, default, nullable and transform wrappers. */
const unwrapped = (schema: unknown): unknown => {
  let inner = schema;
  while (true) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault || inner instanceof z.ZodNullable) inner = inner.unwrap();
    else if (inner instanceof z.ZodPipe) inner = inner.in;
    else return inner;
  }
};

/** The fields the object at `path` of `schema` allows (list items count as one step), for a "did you mean". */
export const fieldsAt = (schema: z.ZodType, path: readonly PropertyKey[]): string[] => {
  let node = unwrapped(schema);
  for (const key of path) {
    if (node instanceof z.ZodObject && typeof key === 'string') node = unwrapped(node.shape[key]);
    else if (node instanceof z.ZodArray && typeof key === 'number') node = unwrapped(node.element);
    else return [];
  }
  return node instanceof z.ZodObject ? Object.keys(node.shape) : [];
};
