// One unlocked project on /projects (docs/product.md "Screens"): title, description and a Start button to
// /project/{code}; signed-in learners also see how many of its levels they have completed.
import { Play } from 'lucide-react';
import { ButtonLink } from '../../components/button';
import type { Project } from '../../api/project';
import { ProjectIcon } from './project-icon';
import styles from './projects.module.css';

interface ProjectCardProps {
  project: Project;
  /** Levels completed, or null when nobody is signed in (nothing is recorded then). */
  completed: number | null;
}

export function ProjectCard({ project, completed }: ProjectCardProps) {
  const total = project.levels.length;
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <ProjectIcon code={project.code} />
        <div className={styles.cardTitles}>
          <h3 className={styles.cardTitle}>{project.title}</h3>
          <p className={styles.cardMeta}>
            {total} {total === 1 ? 'level' : 'levels'}
            {completed !== null && ` · ${completed} completed`}
          </p>
        </div>
      </div>
      <p className={styles.cardDescription}>{project.description}</p>
      <ButtonLink to={`/project/${encodeURIComponent(project.code)}`} variant="accent" icon={<Play aria-hidden="true" />} className={styles.cardButton}>
        Start
      </ButtonLink>
    </li>
  );
}

/** The same card's shape while its project downloads, so the list does not jump. */
export function ProjectCardSkeleton() {
  return <li className={`${styles.card} ${styles.skeleton}`} aria-hidden="true" />;
}
