// Component ids (docs/product.md "What is stored"): the lower-cased first letter of the type plus a count of same-type parts
// starting at 1 — b1, r1, r2, m1.
import type { Component, SchematicPartType } from './types';

export function nextComponentId(type: SchematicPartType, existing: readonly Pick<Component, 'id' | 'type'>[]): string {
  const prefix = type.charAt(0).toLowerCase();
  const taken = new Set(existing.map((c) => c.id));
  let count = existing.filter((c) => c.type === type).length + 1;
  // Ids stay unique even if two types share an initial or a part was placed with a custom id.
  while (taken.has(`${prefix}${count}`)) count += 1;
  return `${prefix}${count}`;
}
