// "Continue where you left off": one tap to the first unfinished exercise of the course, named by
// chapter, level and exercise so the learner knows where it leads. A learner with no progress yet whose
// class has work set is sent to that work first (class-work.ts), as the class panel above lists it.
import { Flame, Play } from 'lucide-react';
import type { MapChapter } from '../../../api/index';
import type { ExercisePlace } from '../../../learning/index';
import { ButtonLink } from '../../components/button';
import { assignmentPath, formatDue } from '../../lib/classes/classes-api';
import { useStreak } from '../../lib/streak';
import type { ClassWork } from './class-work';
import styles from './continue-card.module.css';

export function exercisePath({ chapter, level, exercise }: ExercisePlace): string {
  return `/chapter/${chapter}/level/${level}/exercise/${exercise}`;
}

/** The daily streak on the map: how many days in a row, and whether today still needs an exercise. */
export function StreakNote() {
  const streak = useStreak();
  if (!streak) return null;
  const text =
    streak.days === 0
      ? 'Complete an exercise today to start a streak.'
      : streak.activeToday
        ? `${streak.days}-day streak — see you tomorrow!`
        : `${streak.days}-day streak — complete an exercise today to keep it.`;
  return (
    <p className={styles.streak} data-testid="map-streak">
      <Flame aria-hidden="true" />
      {text}
    </p>
  );
}

/** Nothing done yet: the continue point is the course's very first exercise. */
export function isFreshStart(place: ExercisePlace): boolean {
  return place.chapter === 0 && place.level === 0 && place.exercise === 0;
}

export function ContinueCard({ place, chapters, work }: { place: ExercisePlace; chapters: readonly MapChapter[]; work: ClassWork | null }) {
  const level = chapters[place.chapter]?.levels[place.level];
  const fresh = isFreshStart(place);
  if (fresh && work) return <ClassWorkCard work={work} />;
  return (
    <section className={styles.card} aria-labelledby="continue-title">
      <div className={styles.text}>
        <h2 id="continue-title" className={styles.title}>
          {fresh ? 'Start your first level' : 'Continue where you left off'}
        </h2>
        <p className={styles.where}>
          Chapter {place.chapter + 1} · Level {place.level + 1}
          {level ? ` · ${level.title}` : ''} · exercise {place.exercise + 1} of {level?.exercises.length ?? '?'}
        </p>
      </div>
      <ButtonLink to={exercisePath(place)} variant="accent" icon={<Play aria-hidden="true" />}>
        {fresh ? 'Start' : 'Continue'}
      </ButtonLink>
    </section>
  );
}

/** A new learner's first step when their class has work set: the first open assignment. */
function ClassWorkCard({ work: { className, assignment } }: { work: ClassWork }) {
  return (
    <section className={styles.card} aria-labelledby="continue-title" data-testid="continue-class-work">
      <div className={styles.text}>
        <h2 id="continue-title" className={styles.title}>
          Start your class work
        </h2>
        <p className={styles.where}>
          {className} · {assignment.title}
          {assignment.due ? ` · due ${formatDue(assignment.due)}` : ''}
        </p>
      </div>
      <ButtonLink to={assignmentPath(assignment)} variant="accent" icon={<Play aria-hidden="true" />}>
        Start
      </ButtonLink>
    </section>
  );
}
