// /explore (docs/product.md "Screens", Explore): the 'Community Levels' list, newest first, with a Create New
// Level button, tag filter buttons (a level must carry every selected tag, docs/product.md "Rules and their texts") and one card
// per level with 'Play Level'. The caller's own levels offer Delete (docs/api.md "Routes").
// The whole list is fetched once and filtered here, so switching tags is instant and offline-safe.
import { Compass, Plus, RefreshCw, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { hasAllTags } from '../../../api/index';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { Button, ButtonLink } from '../../components/button';
import { DeleteDialog } from './delete-dialog';
import { filterTags, parseTagsParam, toggleTag } from './filter-tags';
import { LevelCard, LevelCardSkeleton } from './level-card';
import { ExploreAssignBar } from '../../components/classes/assign-mode';
import { useDeleteLevel, useLevels, type LevelRow } from './levels-api';
import { TagFilter } from './tag-filter';
import styles from './explore.module.css';
import heroStyles from '../../components/page-hero.module.css';

export default function ExplorePage() {
  const levels = useLevels();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const selected = parseTagsParam(params.get('tags'));
  const [toDelete, setToDelete] = useState<LevelRow | null>(null);
  const remove = useDeleteLevel();

  const setSelected = (tags: string[]) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (tags.length > 0) next.set('tags', tags.join(','));
        else next.delete('tags');
        return next;
      },
      { replace: true },
    );

  const all = levels.data ?? [];
  const shown = all.filter((level) => hasAllTags(level.tags, selected));
  const userId = session.status === 'signedIn' ? session.user.id : null;

  const confirmDelete = (level: LevelRow) =>
    remove.mutate(level.id, {
      onSuccess: () => setToDelete(null),
    });
  const deleteError = remove.error ? (remove.error instanceof ApiError ? remove.error.message : 'The level could not be deleted. Please try again.') : null;

  return (
    <main className={`page ${styles.page}`}>
      <header className={`${heroStyles.surface} ${styles.hero}`}>
        <div className={styles.heroText}>
          <h1 className={styles.title}>Community Levels</h1>
          <p className={styles.subtitle}>Puzzles built by other learners. Pick one to play, or build your own for everyone to try.</p>
        </div>
        <ButtonLink to="/level-creator" variant="accent" icon={<Plus aria-hidden="true" />} className={styles.createButton}>
          Create New Level
        </ButtonLink>
      </header>
      <ExploreAssignBar />

      <TagFilter tags={filterTags(all, selected)} selected={selected} onToggle={(tag) => setSelected(toggleTag(selected, tag))} onClear={() => setSelected([])} />

      <section className={styles.section} aria-labelledby="levels-title" aria-busy={levels.isPending}>
        <div className={styles.sectionHead}>
          <h2 id="levels-title" className={styles.sectionTitle}>
            {selected.length > 0 ? 'Matching levels' : 'Newest levels'}
          </h2>
          {levels.isSuccess && all.length > 0 && (
            <p className={styles.count} aria-live="polite">
              {selected.length > 0 ? `${shown.length} of ${all.length}` : all.length} {all.length === 1 ? 'level' : 'levels'}
            </p>
          )}
        </div>

        {levels.isPending && (
          <>
            <p role="status" className="visually-hidden">
              Loading levels...
            </p>
            <ul className={styles.cards}>
              {[0, 1, 2].map((key) => (
                <LevelCardSkeleton key={key} />
              ))}
            </ul>
          </>
        )}

        {levels.isError && !levels.data && (
          <div className={styles.notice} role="alert">
            <p className={styles.noticeTitle}>The levels could not be loaded.</p>
            <p>Please check your connection and try again.</p>
            <Button variant="secondary" icon={<RefreshCw aria-hidden="true" />} onClick={() => void levels.refetch()} disabled={levels.isFetching}>
              {levels.isFetching ? 'Trying...' : 'Try again'}
            </Button>
          </div>
        )}

        {levels.isSuccess && all.length === 0 && (
          <div className={styles.notice}>
            <Compass className={styles.noticeIcon} aria-hidden="true" />
            <p className={styles.noticeTitle}>No levels yet…</p>
            <p>Be the first: build a circuit puzzle in the level creator and publish it for everyone to play.</p>
            <ButtonLink to="/level-creator" variant="primary" icon={<Plus aria-hidden="true" />}>
              Create New Level
            </ButtonLink>
          </div>
        )}

        {levels.isSuccess && all.length > 0 && shown.length === 0 && (
          <div className={styles.notice}>
            <SearchX className={styles.noticeIcon} aria-hidden="true" />
            <p className={styles.noticeTitle}>No level has all of these tags</p>
            <p>{selected.join(' + ')}</p>
            <Button variant="secondary" onClick={() => setSelected([])}>
              Clear filter
            </Button>
          </div>
        )}

        {shown.length > 0 && (
          <ul className={styles.cards}>
            {shown.map((level) => (
              <LevelCard key={level.id} level={level} own={userId !== null && level.creatorId === userId} onDelete={setToDelete} selectedTags={selected} />
            ))}
          </ul>
        )}
      </section>

      <DeleteDialog
        level={toDelete}
        busy={remove.isPending}
        error={deleteError}
        onCancel={() => {
          setToDelete(null);
          remove.reset();
        }}
        onConfirm={confirmDelete}
      />
    </main>
  );
}
