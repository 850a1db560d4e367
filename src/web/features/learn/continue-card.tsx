// "Continue where you left off": one tap to the first unfinished exercise of the course, named by
// chapter, level and exercise so the learner knows where it leads.
import { Flame, Play } from 'lucide-react';
import type { MapChapter } from '../../../api/course-map';
import type { ExercisePlace } from '../../../learning/index';
import { ButtonLink } from '../../components/button';
import { useStreak } from '../../lib/streak';
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

export function ContinueCard({ place, chapters }: { place: ExercisePlace; chapters: readonly MapChapter[] }) {
  const level = chapters[place.chapter]?.levels[place.level];
  const fresh = place.chapter === 0 && place.level === 0 && place.exercise === 0;
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
