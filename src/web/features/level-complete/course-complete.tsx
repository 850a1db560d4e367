// The end of the course (docs/journey.md "The end of the course"): after the last level of the last
// chapter, the card's heading says the course is complete (or that levels are still open) and its
// actions point to what comes next: the project the course leads to, its title read from the
// project's content, and Practice on the last chapter's ideas.
import { Dumbbell, Map as MapIcon } from 'lucide-react';
import { ButtonLink } from '../../components/button';
import { practicePath } from '../../lib/practice-path';
import { COURSE_PROJECT_CODE } from '../../../learning/index';
import styles from './level-complete.module.css';

interface CourseCompleteProps {
  /** Levels of the whole course not complete yet. */
  openLevels: number;
  /** The last chapter with Practice (learning/practice-chapters.ts). */
  practiceChapter: number;
  /** The project's title from its content, once loaded. */
  projectTitle: string | undefined;
}

/** The card's heading at the end of the course. */
export function courseTitle(openLevels: number): string {
  return openLevels === 0 ? 'Course complete!' : 'You reached the end of the course!';
}

export function CourseComplete({ openLevels, practiceChapter, projectTitle: title }: CourseCompleteProps) {
  return (
    <section className={styles.courseEnd} aria-label="What next" data-testid="course-complete">
      <p className={styles.courseText}>
        {openLevels === 0
          ? 'You have finished every level. What next?'
          : `${openLevels} ${openLevels === 1 ? 'level is' : 'levels are'} still open on the map. Or go on:`}
      </p>
      <div className={styles.actions}>
        {title && (
          <ButtonLink to={`/project/${COURSE_PROJECT_CODE}`} variant="accent" block data-next-action="">
            Build the {title} project
          </ButtonLink>
        )}
        <ButtonLink to={practicePath(practiceChapter)} variant="primary" block icon={<Dumbbell aria-hidden="true" />} data-next-action={title ? undefined : ''}>
          Practice
        </ButtonLink>
        <ButtonLink to="/learn" variant="secondary" block icon={<MapIcon aria-hidden="true" />}>
          Back to map
        </ButtonLink>
      </div>
    </section>
  );
}
