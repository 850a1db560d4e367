// One community level on /explore: name, creator, the creator's instructions (when given), tags, play count, grid size and date, a 'Play Level'
// button to /custom-level/{id} and, on the caller's own levels, a Delete button that asks first.
import { CalendarDays, Grid3x3, Play, Trash2, User, Users } from 'lucide-react';
import { Button, ButtonLink } from '../../components/button';
import type { LevelRow } from './levels-api';
import { AssignLevelButton } from '../../components/classes/assign-mode';
import styles from './level-card.module.css';

interface LevelCardProps {
  level: LevelRow;
  /** The caller made this level: offer Delete. */
  own: boolean;
  onDelete: (level: LevelRow) => void;
  /** Tags currently selected in the filter, highlighted on the card. */
  selectedTags: readonly string[];
}

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

export function playsLabel(count: number): string {
  if (count === 0) return 'No plays yet';
  return count === 1 ? '1 play' : `${count.toLocaleString()} plays`;
}

export function LevelCard({ level, own, onDelete, selectedTags }: LevelCardProps) {
  const { gridCol, gridRow } = level.metadata;
  const titleId = `level-${level.id}-title`;
  return (
    <li className={styles.card} aria-labelledby={titleId} data-testid="level-card">
      <div className={styles.cardHead}>
        <GridGlyph cols={gridCol} rows={gridRow} />
        <div className={styles.cardTitles}>
          <h3 id={titleId} className={styles.cardTitle}>
            {level.name}
          </h3>
          <p className={styles.creator}>
            <User aria-hidden="true" />
            <span>
              by {level.creatorName}
              {own && <span className={styles.youBadge}>You</span>}
            </span>
          </p>
        </div>
      </div>
      {level.description && (
        <p className={styles.description} data-testid="level-description">
          {level.description}
        </p>
      )}
      {level.tags.length > 0 && (
        <ul className={styles.cardTags} aria-label="Tags">
          {level.tags.map((tag) => (
            <li key={tag} className={selectedTags.includes(tag) ? `${styles.cardTag} ${styles.cardTagOn}` : styles.cardTag}>
              {tag}
            </li>
          ))}
        </ul>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>
            <Users aria-hidden="true" />
            <span className="visually-hidden">Plays</span>
          </dt>
          <dd data-testid="play-count">{playsLabel(level.playCount)}</dd>
        </div>
        <div>
          <dt>
            <Grid3x3 aria-hidden="true" />
            <span className="visually-hidden">Grid size</span>
          </dt>
          <dd>
            {gridCol}×{gridRow} grid
          </dd>
        </div>
        <div>
          <dt>
            <CalendarDays aria-hidden="true" />
            <span className="visually-hidden">Published</span>
          </dt>
          <dd>
            <time dateTime={level.createdAt}>{dateFormat.format(new Date(level.createdAt))}</time>
          </dd>
        </div>
      </dl>
      <div className={styles.cardActions}>
        <ButtonLink to={`/custom-level/${encodeURIComponent(level.id)}`} variant="accent" icon={<Play aria-hidden="true" />} aria-label={`Play Level ${level.name}`}>
          Play Level
        </ButtonLink>
        <AssignLevelButton levelId={level.id} title={level.name} />
        {own && (
          <Button variant="ghost" className={styles.deleteButton} icon={<Trash2 aria-hidden="true" />} onClick={() => onDelete(level)} aria-label={`Delete ${level.name}`}>
            Delete
          </Button>
        )}
      </div>
    </li>
  );
}

/** Inner size of the glyph box in px (52 minus its padding) and the gap between its squares. */
const GLYPH_INNER = 40;
const GLYPH_GAP = 2;

/** The level's grid as tiny squares in a fixed box: its shape and size at a glance. */
function GridGlyph({ cols, rows }: { cols: number; rows: number }) {
  const longest = Math.max(cols, rows);
  const square = Math.floor((GLYPH_INNER - GLYPH_GAP * (longest - 1)) / longest);
  return (
    <span className={styles.glyph} style={{ gridTemplateColumns: `repeat(${cols}, ${square}px)`, gridAutoRows: `${square}px` }} aria-hidden="true">
      {Array.from({ length: cols * rows }, (_, index) => (
        <span key={index} />
      ))}
    </span>
  );
}

/** The card's shape while the list loads. */
export function LevelCardSkeleton() {
  return <li className={`${styles.card} ${styles.skeleton}`} aria-hidden="true" />;
}
