// The learning map (/learn, docs/product.md "Screens"): one circuit board per chapter with its Level-N nodes,
// the chapter's title and description, chapter navigation remembered in local storage, progress
// re-read on every route change, and a way into the schematic practice game. "Continue where you left
// off" opens the first unfinished exercise; a learner new to this device opens on their own first
// unfinished chapter (docs/journey.md).
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ChevronLeft, ChevronRight, CircuitBoard } from 'lucide-react';
import { useCourseMap, usePrefetchCourseWhenIdle } from '../../api/course';
import { useInvalidateProfile, useProfile, useSession } from '../../lib/session';
import { Button, ButtonLink } from '../../components/button';
import { IconButton } from '../../components/icon-button';
import { LoadingScreen } from '../../components/spinner';
import { firstUnfinishedChapter, firstUnfinishedExercise, isLevelLocked, levelStatus } from '../../../learning/index';
import { ContinueCard, isFreshStart, StreakNote } from './continue-card';
import { useClassWork } from './use-class-work';
import { ChapterBoard } from './chapter-board';
import { LevelList, levelPath } from './level-list';
import { LevelLockedModal } from './level-locked-modal';
import { useSelectedChapter } from './use-selected-chapter';
import styles from './learn.module.css';
import { ClassAssignments } from '../../components/classes/class-assignments';
import { useAssignPicker } from '../../components/classes/assign-mode';

export default function LearnPage() {
  const course = useCourseMap();
  usePrefetchCourseWhenIdle();
  const profile = useProfile();
  const refreshProfile = useInvalidateProfile();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const chapters = course.data?.chapters ?? [];
  const progress = profile.data?.progress;
  const resumeAt = useMemo(() => (course.data ? firstUnfinishedExercise(course.data, progress) : null), [course.data, progress]);
  const startChapter = course.data ? firstUnfinishedChapter(course.data, progress) : 0;
  const [chapterIndex, selectChapter] = useSelectedChapter(chapters.length, session.user?.id, startChapter);
  const [lockedOpen, setLockedOpen] = useState(false);
  const assignPicker = useAssignPicker();
  const classWork = useClassWork();

  // docs/product.md: progress is re-read whenever the route changes (e.g. back from the player).
  useEffect(() => {
    void refreshProfile();
  }, [location.key, refreshProfile]);

  const chapter = chapters[chapterIndex];
  const statuses = useMemo(
    () => chapter?.levels.map((level, index) => levelStatus(level.exercises, progress, chapterIndex, index)) ?? [],
    [chapter, progress, chapterIndex],
  );

  // The profile decides the starting chapter, so wait for it rather than flash another chapter.
  if (course.isPending || profile.isPending) return <LoadingScreen />;
  if (!chapter) {
    return (
      <main className="page">
        <p role="alert" className={styles.error}>
          The course could not be loaded. Please check your connection and reload the page.
        </p>
      </main>
    );
  }

  const openLevel = (levelIndex: number) => {
    if (assignPicker.active) assignPicker.pick({ chapter: chapterIndex, level: levelIndex }, chapter.levels[levelIndex]?.title ?? '');
    else if (isLevelLocked()) setLockedOpen(true);
    else navigate(levelPath(chapterIndex, levelIndex));
  };
  // Chapter buttons sit low on a phone: bring the new chapter's board into view.
  const showChapter = (index: number) => {
    selectChapter(index);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const completeCount = statuses.filter((s) => s.complete).length;
  const isLast = chapterIndex >= chapters.length - 1;

  return (
    <main className={`page ${styles.page}`}>
      {assignPicker.element ?? <ClassAssignments />}
      <StreakNote />
      {/* A new learner's card may point at class work: wait for it rather than flash "Start your first level". */}
      {resumeAt && !(isFreshStart(resumeAt) && classWork.pending) && <ContinueCard place={resumeAt} chapters={chapters} work={classWork.work} />}
      <header className={styles.head}>
        <div className={styles.kickerRow}>
          {chapterIndex > 0 && (
            <IconButton label="Previous chapter" icon={<ChevronLeft />} onClick={() => showChapter(chapterIndex - 1)} />
          )}
          <p className={styles.kicker}>
            Chapter {chapterIndex + 1} of {chapters.length} · {chapter.type === 'advanced' ? 'Advanced' : 'Beginner'}
          </p>
        </div>
        <h1 className={styles.title}>{chapter.title}</h1>
        <p className={styles.description}>{chapter.description}</p>
      </header>

      <div className={styles.layout}>
        <div className={styles.boardArea}>
          <ChapterBoard chapter={chapter} chapterIndex={chapterIndex} statuses={statuses} onOpenLevel={openLevel} />
        </div>
        <aside className={styles.side}>
          <p className={styles.summary}>
            {completeCount} of {chapter.levels.length} levels complete
          </p>
          <LevelList chapter={chapter} chapterIndex={chapterIndex} statuses={statuses} onPick={assignPicker.active ? openLevel : undefined} />
        </aside>
        <div className={styles.next}>
          <Button block disabled={isLast} onClick={() => showChapter(chapterIndex + 1)}>
            Next Chapter
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>

      <section className={styles.practice} aria-labelledby="schematic-practice-title">
        <CircuitBoard className={styles.practiceIcon} aria-hidden="true" />
        <div className={styles.practiceText}>
          <h2 id="schematic-practice-title">Wire up schematics</h2>
          <p>Drag batteries and resistors onto a grid and join them with wires to match a prompt.</p>
        </div>
        <ButtonLink to="/schematic-question/standard" variant="secondary">
          Schematic practice
        </ButtonLink>
      </section>

      <LevelLockedModal open={lockedOpen} onClose={() => setLockedOpen(false)} />
    </main>
  );
}
