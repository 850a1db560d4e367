// /projects (docs/product.md "Screens", Projects): type a project code to unlock it; unlocked projects are
// cards with a Start button. The server knows the codes (GET /api/projects/{code}); an unknown one
// gets 'Invalid project code' (docs/product.md "Rules and their texts") in the page's own red line under the box (not a
// browser alert, which blocks the page and looks foreign), with a plain hint; a known one is
// remembered in local storage (once) and the box clears.
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, LockOpen } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useProfile, useSession } from '../../lib/session';
import { Button } from '../../components/button';
import { ProjectCard, ProjectCardSkeleton } from './project-card';
import { fetchProjectOrNull, projectKey, useProjects } from '../../api/project';
import { normalizeProjectCode } from '../../../learning/index';
import { useUnlockedProjects } from './unlocked-projects';
import styles from './projects.module.css';
import heroStyles from '../../components/page-hero.module.css';

const INVALID_CODE = 'Invalid project code';

export default function ProjectsPage() {
  const [codes, unlock] = useUnlockedProjects();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const projects = useProjects(codes);
  const session = useSession();
  const profile = useProfile();
  const done = profile.data?.progress.projects;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeProjectCode(value);
    if (busy) return;
    if (!code) {
      codeInput.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const project = await queryClient.fetchQuery({ queryKey: projectKey(code, session.user?.id ?? null), queryFn: () => fetchProjectOrNull(code), staleTime: Infinity });
      if (project) {
        unlock(project.code);
        setValue('');
      } else {
        setError(INVALID_CODE);
      }
    } catch {
      setError('The code could not be checked. Please check your connection and try again.');
    } finally {
      setBusy(false);
    }
  };

  const completedIn = (code: string) =>
    session.status === 'signedIn' ? Object.values(done?.[code] ?? {}).filter((level) => level.completed).length : null;

  return (
    <main className={`page ${styles.page}`}>
      <header className={`${heroStyles.surface} ${styles.hero}`}>
        <h1 className={styles.title}>Projects</h1>
        <p className={styles.prompt}>Enter the project code below to unlock</p>
        <form className={styles.unlock} onSubmit={(event) => void onSubmit(event)}>
          <div className={styles.codeField}>
            <KeyRound className={styles.codeIcon} aria-hidden="true" />
            <input
              ref={codeInput}
              className={styles.codeInput}
              aria-label="Project code"
              placeholder="Project code"
              value={value}
              onChange={(event) => {
                const code = event.target.value.trim();
                // A typed space leaves the box itself too, not only the state: the built page's renderer does not
                // restore a box whose state did not change (docs/performance.md "React's API on Preact").
                if (code !== event.target.value) event.target.value = code;
                setValue(code);
                setError(null);
              }}
              autoCapitalize="none"
              autoCorrect="off"
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
            />
          </div>
          <Button type="submit" variant="primary" icon={<LockOpen aria-hidden="true" />} disabled={busy}>
            {busy ? 'Checking...' : 'Unlock'}
          </Button>
        </form>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
            {error === INVALID_CODE && <span className={styles.errorHint}>Check the spelling, or ask whoever gave you the code.</span>}
          </p>
        )}
      </header>

      <section className={styles.section} aria-labelledby="unlocked-projects-title">
        <h2 id="unlocked-projects-title" className={styles.sectionTitle}>
          Your projects
        </h2>
        {codes.length === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>No projects unlocked yet</p>
            <p>Each project guides you step by step to a real circuit you can build. Your teacher or your project kit gives you its code.</p>
          </div>
        ) : (
          <ul className={styles.cards}>
            {codes.map((code, index) => {
              const query = projects[index];
              if (query?.data) return <ProjectCard key={code} project={query.data} completed={completedIn(query.data.code)} />;
              // A code that is no longer known (or failed to load) is simply not shown.
              if (query?.isPending) return <ProjectCardSkeleton key={code} />;
              return null;
            })}
          </ul>
        )}
      </section>
    </main>
  );
}
