// /schematic-question/:levelId — the schematic question game (docs/product.md "Screens"). The question comes from
// navigation state {Question, Answer, Components, index} when a screen links here with it; otherwise
// (a link, a reload) from GET /api/schematic/questions, levelId 'standard' or 'advanced' and the
// question index from ?q= (default 0). ?q=done is the level's summary, where Continue leads after the
// last question.
import { useLocation, useParams, useSearchParams } from 'react-router';
import { schematicLevelIdSchema, type SchematicLevelId } from '../../../api/index';
import { ButtonLink } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { useProfile } from '../../lib/session';
import { useSchematicQuestions } from './api/schematic-questions';
import { QuestionPicker } from './components/question-picker';
import { SchematicGame } from './components/schematic-game';
import { SchematicHeader } from './components/schematic-header';
import { SchematicSummary } from './components/schematic-summary';
import { questionFromState, SUMMARY_QUERY } from './navigation-state';
import styles from './schematic.module.css';

function clampIndex(raw: string | null): number {
  const n = Number(raw ?? 0);
  return Number.isInteger(n) && n >= 0 && n <= 4 ? n : 0;
}

export default function SchematicPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const parsedLevel = schematicLevelIdSchema.safeParse(params.levelId);
  const levelId: SchematicLevelId = parsedLevel.success ? parsedLevel.data : 'standard';
  const showSummary = search.get('q') === SUMMARY_QUERY;
  const fromState = showSummary ? null : questionFromState(location.state);
  const index = fromState?.index ?? clampIndex(search.get('q'));
  const questions = useSchematicQuestions();
  const profile = useProfile();
  const completion = profile.data?.schematicCompletion;
  const completed = completion
    ? { standard: completion.standard.map((e) => e.completed), advanced: completion.advanced.map((e) => e.completed) }
    : undefined;

  const served = questions.data?.[levelId][index];
  const question = fromState ?? (served ? { prompt: served.prompt, toolbar: served.parts, index, answers: undefined } : null);

  return (
    <div className={styles.page}>
      <SchematicHeader />
      <main className={styles.main}>
        {!parsedLevel.success && <p className={styles.notice}>There is no '{params.levelId}' level; showing the standard questions.</p>}
        {showSummary && questions.data ? (
          <SchematicSummary levelId={levelId} prompts={questions.data[levelId].map((q) => q.prompt)} completed={completed?.[levelId]} />
        ) : question && !showSummary ? (
          <SchematicGame
            key={`${levelId}-${index}-${location.key}`}
            levelId={levelId}
            index={index}
            prompt={question.prompt}
            toolbar={question.toolbar}
            localAnswers={question.answers}
          />
        ) : questions.isError ? (
          <div className={styles.notice}>
            <p>The questions could not be loaded. Check your connection and try again.</p>
            <ButtonLink to="/" variant="secondary">
              Back to start
            </ButtonLink>
          </div>
        ) : (
          <div className={styles.loading}>
            <Spinner />
          </div>
        )}
        <QuestionPicker levelId={levelId} index={showSummary ? -1 : index} completed={completed} />
      </main>
    </div>
  );
}
