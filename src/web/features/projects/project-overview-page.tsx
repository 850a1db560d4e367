// /project/{projectId} (docs/product.md "Screens", Project overview): title, description, 'Back to Projects',
// and the level boxes. Completion is only read, from the signed-in learner's
// progress.projects[code][level].completed (docs/api.md); signed-out visitors see none completed.
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useInvalidateProfile, useProfile, useSession } from '../../lib/session';
import { Button } from '../../components/button';
import { ProgressBar } from '../../components/progress-bar';
import { LoadingScreen } from '../../components/spinner';
import { LevelGrid } from './level-grid';
import { ProjectIcon } from './project-icon';
import { useProject } from '../../api/project';
import { normalizeProjectCode } from '../../../learning/index';
import styles from './overview.module.css';

export default function ProjectOverviewPage() {
  const code = normalizeProjectCode(useParams().projectId ?? '');
  const project = useProject(code);
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const profile = useProfile();
  const refreshProfile = useInvalidateProfile();

  // Coming back from the player: read the progress again so a just-finished level shows completed.
  useEffect(() => {
    if (session.status === 'signedIn') void refreshProfile();
  }, [location.key, session.status, refreshProfile]);

  const unknown = project.data === null || project.isError;
  useEffect(() => {
    // docs/product.md "Rules and their texts": an unknown project is logged and the screen stays on Loading.
    if (unknown) console.error(`Unknown project '${code}'`);
  }, [unknown, code]);

  const back = (
    <Button variant="ghost" icon={<ArrowLeft aria-hidden="true" />} onClick={() => void navigate('/projects')} className={styles.back}>
      Back to Projects
    </Button>
  );
  if (!project.data) {
    return (
      <main className={`page ${styles.page}`}>
        {back}
        <LoadingScreen />
      </main>
    );
  }

  const data = project.data;
  const stored = session.status === 'signedIn' ? profile.data?.progress.projects?.[data.code] : undefined;
  const completed = data.levels.map((_, index) => stored?.[String(index)]?.completed === true);
  const doneCount = completed.filter(Boolean).length;

  return (
    <main className={`page ${styles.page}`}>
      {back}
      <header className={styles.head}>
        <ProjectIcon code={data.code} large />
        <div className={styles.headText}>
          <p className={styles.kicker}>Project</p>
          <h1 className={styles.title}>{data.title}</h1>
          <p className={styles.description}>{data.description}</p>
        </div>
      </header>
      {session.status !== 'loading' && (
        <div className={styles.summary}>
          <p>
            {session.status === 'signedIn'
              ? `${doneCount} of ${data.levels.length} levels completed`
              : 'Sign in to play the levels and keep track of your progress.'}
          </p>
          {session.status === 'signedIn' && <ProgressBar value={(doneCount / data.levels.length) * 100} label="Levels completed" />}
        </div>
      )}
      <LevelGrid project={data} completed={completed} />
    </main>
  );
}
