// Whether a course level is locked (docs/product.md "Screens", learning map). Its own small module so the
// map's chunk does not share one with the project pages (src/learning/unlocks.ts). Pure.

/** Every level is open (docs/product.md "Screens", learning map); a future locking rule only has to return true. */
export function isLevelLocked(): boolean {
  return false;
}
