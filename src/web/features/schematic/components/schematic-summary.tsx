// The end of a schematic level: which of its five questions are done, a way to try the open ones
// again, and on to the other level or back to the start.
import { CheckCircle2, Circle } from 'lucide-react';
import type { SchematicLevelId } from '../../../../api/index';
import { ButtonLink } from '../../../components/button';
import { ValueText } from '../../../components/value-text';
import styles from '../schematic.module.css';

interface SchematicSummaryProps {
  levelId: SchematicLevelId;
  prompts: string[];
  /** Completion per question, once the profile is known. */
  completed: boolean[] | undefined;
}

export function SchematicSummary({ levelId, prompts, completed }: SchematicSummaryProps) {
  const doneCount = completed?.filter(Boolean).length ?? 0;
  const firstOpen = completed?.findIndex((done) => !done) ?? -1;
  const label = levelId === 'standard' ? 'Standard' : 'Advanced';
  return (
    <section className={styles.summary} aria-labelledby="schematic-summary-title">
      <h1 id="schematic-summary-title" className={styles.prompt}>
        {label} questions: {doneCount} of {prompts.length} solved
      </h1>
      <ol className={styles.summaryList}>
        {prompts.map((prompt, i) => {
          const done = completed?.[i] === true;
          return (
            <li key={i} className={`${styles.summaryItem} ${done ? styles.summaryDone : styles.summaryOpen}`}>
              {done ? <CheckCircle2 role="img" aria-label="Solved" /> : <Circle role="img" aria-label="Not solved yet" />}
              <span>
                {i + 1}. <ValueText text={prompt} />
              </span>
            </li>
          );
        })}
      </ol>
      <div className={styles.resultButtons}>
        {firstOpen >= 0 && (
          <ButtonLink to={`/schematic-question/${levelId}?q=${firstOpen}`} variant="secondary">
            Try question {firstOpen + 1} again
          </ButtonLink>
        )}
        {levelId === 'standard' ? (
          <ButtonLink to="/schematic-question/advanced?q=0">On to the advanced questions</ButtonLink>
        ) : (
          <ButtonLink to="/">Back to start</ButtonLink>
        )}
      </div>
    </section>
  );
}
