// The level-complete moment (/chapter/{c}/level/{l}/complete, docs/journey.md): after a level's last
// exercise, a summary — stars collected, points the level earned, the level's new place on the
// chapter's map — with Next level and Back to map. A short celebration plays (not under
// prefers-reduced-motion), with a chime only when the learner switched sound on in Account. Focus lands
// on the next action (Next level; at the end of the course, the project), so Enter goes on. After the
// course's last level the card points to Practice and the project instead (course-complete.tsx).
import { useEffect, useMemo, useRef } from 'react';
import { useParams } from 'react-router';
import { Check, Map as MapIcon, Star, Trophy, Zap } from 'lucide-react';
import { useCourse } from '../../api/course';
import { useInvalidateProfile, useProfile } from '../../lib/session';
import { useDocumentTitle } from '../../lib/document-title';
import { ButtonLink } from '../../components/button';
import { LoadingScreen } from '../../components/spinner';
import { levelStatus, nextLevel, summarizeLevel, COURSE_PROJECT_CODE, lastPracticeChapter } from '../../../learning/index';
import { playSuccessChime } from './success-chime';
import { CourseComplete, courseTitle } from './course-complete';
import { useProject } from '../../api/project';
import { useFocusNextAction } from './focus-next-action';
import styles from './level-complete.module.css';

function parseIndex(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,3}$/.test(value) ? Number(value) : null;
}

export default function LevelCompletePage() {
  useDocumentTitle('Level complete');
  const params = useParams();
  const chapterIndex = parseIndex(params.chapterIndex);
  const levelIndex = parseIndex(params.levelIndex);
  const course = useCourse();
  const profile = useProfile();
  const refreshProfile = useInvalidateProfile();
  // The last attempt changed the profile: read it afresh.
  useEffect(() => void refreshProfile(), [refreshProfile]);
  const soundOn = profile.data?.settings.sound === true;
  useEffect(() => {
    if (soundOn) playSuccessChime();
  }, [soundOn]);

  const chapter = chapterIndex === null ? undefined : course.data?.chapters[chapterIndex];
  const level = levelIndex === null ? undefined : chapter?.levels[levelIndex];
  const progress = profile.data?.progress;
  const statuses = useMemo(
    () => chapter?.levels.map((l, index) => levelStatus(l.exercises, progress, chapterIndex ?? 0, index)) ?? [],
    [chapter, progress, chapterIndex],
  );
  const openLevels = useMemo(
    () => course.data?.chapters.reduce((open, c, ci) => open + c.levels.filter((l, li) => !levelStatus(l.exercises, progress, ci, li).complete).length, 0) ?? 0,
    [course.data, progress],
  );
  const lastLevel = course.data !== undefined && chapterIndex !== null && levelIndex !== null && nextLevel(course.data, chapterIndex, levelIndex) === null;
  // Read here, not in CourseComplete, so the title's arrival re-renders the page and moves focus to it.
  const project = useProject(COURSE_PROJECT_CODE, lastLevel);
  const card = useRef<HTMLElement>(null);
  useFocusNextAction(card);

  if (course.isPending || profile.isPending) return <LoadingScreen />;
  if (!chapter || !level || chapterIndex === null || levelIndex === null) {
    return (
      <main className={styles.page}>
        <p role="alert">There is no such level.</p>
        <ButtonLink to="/learn">Back to map</ButtonLink>
      </main>
    );
  }
  const summary = summarizeLevel(level.exercises, progress, chapterIndex, levelIndex);
  const status = statuses[levelIndex];
  const next = course.data ? nextLevel(course.data, chapterIndex, levelIndex) : null;

  return (
    <main className={styles.page}>
      <section ref={card} className={styles.card} aria-labelledby="level-complete-title">
        <div className={styles.burst} aria-hidden="true">
          {Array.from({ length: 12 }, (_, i) => (
            <span key={i} className={styles.ray} style={{ transform: `rotate(${i * 30}deg)` }} />
          ))}
          <span className={styles.badge}>
            {next ? <Check /> : <Trophy />}
          </span>
        </div>
        <p className={styles.kicker}>
          Chapter {chapterIndex + 1} · Level {levelIndex + 1}
        </p>
        <h1 id="level-complete-title" className={styles.title}>
          {next ? (status?.complete ? 'Level complete!' : 'Level finished for now') : courseTitle(openLevels)}
        </h1>
        <p className={styles.levelName}>{level.title}</p>

        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>Stars</dt>
            <dd data-testid="level-stars" aria-label={summary.starsOffered > 0 ? `${summary.stars} of ${summary.starsOffered}` : 'none here'}>
              <Star className={summary.stars > 0 ? styles.starOn : styles.starOff} aria-hidden="true" />
              <span aria-hidden="true">{summary.starsOffered > 0 ? `${summary.stars}/${summary.starsOffered}` : '–'}</span>
            </dd>
          </div>
          <div className={styles.stat}>
            <dt>Points</dt>
            <dd data-testid="level-points">
              <Zap className={styles.bolt} aria-hidden="true" />+{summary.points}
            </dd>
          </div>
          <div className={styles.stat}>
            <dt>Exercises</dt>
            <dd>
              {summary.completed} of {summary.total}
            </dd>
          </div>
        </dl>

        <ol className={styles.map} aria-label={`Chapter ${chapterIndex + 1} map`}>
          {chapter.levels.map((l, index) => {
            const s = statuses[index];
            const state = s?.complete ? 'complete' : 'incomplete';
            const isThis = index === levelIndex;
            const isNext = next?.chapter === chapterIndex && next.level === index;
            return (
              <li
                key={index}
                className={[styles.node, styles[state], isThis ? styles.this : '', isNext ? styles.nextNode : ''].join(' ')}
                aria-label={`Level ${index + 1}: ${l.title}, ${s?.complete ? 'complete' : 'not complete'}${s?.starred ? ', starred' : ''}${isNext ? ', next' : ''}`}
                data-state={state}
                data-starred={s?.starred ? 'true' : 'false'}
              >
                {s?.complete ? <Check aria-hidden="true" /> : index + 1}
                {s?.starred && <Star className={styles.nodeStar} aria-hidden="true" />}
              </li>
            );
          })}
        </ol>

        {next ? (
          <div className={styles.actions}>
            <ButtonLink to={`/chapter/${next.chapter}/level/${next.level}/exercise/0`} variant="accent" block data-next-action="">
              Next level
            </ButtonLink>
            <ButtonLink to="/learn" variant="secondary" block icon={<MapIcon aria-hidden="true" />}>
              Back to map
            </ButtonLink>
          </div>
        ) : (
          <CourseComplete openLevels={openLevels} practiceChapter={lastPracticeChapter(course.data?.chapters ?? []) ?? chapterIndex} projectTitle={project.data?.title} />
        )}
      </section>
    </main>
  );
}
