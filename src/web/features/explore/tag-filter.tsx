// Explore's tag filter (docs/product.md "Rules and their texts"): toggle buttons; with several on, only levels carrying all of
// them stay. Rarely used tags wait behind 'more tags'; 'Clear' appears once something is selected.
import { Check, ChevronDown, X } from 'lucide-react';
import { useState } from 'react';
import type { FilterTagList } from './filter-tags';
import styles from './tag-filter.module.css';

interface TagFilterProps {
  tags: FilterTagList;
  selected: readonly string[];
  onToggle: (tag: string) => void;
  onClear: () => void;
}

export function TagFilter({ tags, selected, onToggle, onClear }: TagFilterProps) {
  const [expanded, setExpanded] = useState(false);
  const buttons = expanded ? [...tags.shown, ...tags.more] : tags.shown;
  return (
    <div className={styles.filter} role="group" aria-labelledby="tag-filter-label">
      <span id="tag-filter-label" className={styles.filterLabel}>
        Filter by tag
      </span>
      <div className={styles.filterTags}>
        {buttons.map((tag) => {
          const on = selected.includes(tag);
          return (
            <button key={tag} type="button" className={on ? `${styles.tag} ${styles.tagOn}` : styles.tag} aria-pressed={on} onClick={() => onToggle(tag)}>
              {on && <Check aria-hidden="true" />}
              {tag}
            </button>
          );
        })}
        {!expanded && tags.more.length > 0 && (
          <button type="button" className={styles.clear} onClick={() => setExpanded(true)}>
            <ChevronDown aria-hidden="true" />
            {tags.more.length} more {tags.more.length === 1 ? 'tag' : 'tags'}
          </button>
        )}
        {selected.length > 0 && (
          <button type="button" className={styles.clear} onClick={onClear}>
            <X aria-hidden="true" />
            Clear
          </button>
        )}
      </div>
    </div>
  );
}
