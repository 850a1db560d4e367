// What Save (publish) and Check (test) answer: a rule that is not met (docs/product.md's exact text, a plain
// hint on what to do beside it, and a way to sign in when that is the problem), publishing in progress,
// the server's refusal or the generic failure, or 'Your level has been successfully published!' with
// Continue to /explore.
import { CheckCircle2, Loader2 } from 'lucide-react';
import { PUBLISH_MESSAGES } from '../../../../api/index';
import { Overlay } from '../../../components/overlay';
import { Button, ButtonLink } from '../../../components/button';
import { publishHint } from '../model/rules';
import dialog from './dialogs.module.css';
import styles from './solution-dialog.module.css';

export type PublishState =
  | { kind: 'closed' }
  | { kind: 'problem'; message: string }
  | { kind: 'sending' }
  | { kind: 'failed'; message: string }
  | { kind: 'published' };

export interface PublishDialogProps {
  state: PublishState;
  onClose: () => void;
  onContinue: () => void;
  onSeeSolution: () => void;
}

export function PublishDialog({ state, onClose, onContinue, onSeeSolution }: PublishDialogProps) {
  if (state.kind === 'closed') return null;
  if (state.kind === 'sending') {
    return (
      <Overlay open label="Publishing">
        <p className={styles.searching} role="status">
          <Loader2 className={styles.spin} aria-hidden="true" /> Checking that your level can be solved and publishing it…
        </p>
      </Overlay>
    );
  }
  if (state.kind === 'published') {
    return (
      <Overlay open label="Published" tone="success" onClose={onContinue}>
        <div className={dialog.form}>
          <h2 className={dialog.title}>
            <CheckCircle2 aria-hidden="true" color="var(--color-success)" /> Published
          </h2>
          <p className={dialog.message} role="status">{PUBLISH_MESSAGES.success}</p>
          <div className={dialog.actions}>
            <Button onClick={onContinue}>Continue</Button>
          </div>
        </div>
      </Overlay>
    );
  }
  const signIn = state.message === PUBLISH_MESSAGES.signIn;
  const unsolvable = state.kind === 'failed' && /solv/i.test(state.message);
  const hint = publishHint(state.message);
  return (
    <Overlay open label={state.kind === 'problem' ? 'Not ready yet' : 'Not published'} tone="danger" onClose={onClose}>
      <div className={dialog.form}>
        <h2 className={dialog.title}>{state.kind === 'problem' ? 'Not ready yet' : 'Not published'}</h2>
        <p className={dialog.message} role="alert">{state.message}</p>
        {hint && <p className={dialog.hint} data-testid="publish-hint">{hint}</p>}
        {signIn && <p className={dialog.note}>Your level is kept on this device while you sign in.</p>}
        <div className={dialog.actions}>
          {unsolvable && (
            <Button variant="secondary" onClick={onSeeSolution}>
              See a solution
            </Button>
          )}
          {signIn && (
            <ButtonLink variant="secondary" to="/login" state={{ from: '/level-creator' }}>
              Log in
            </ButtonLink>
          )}
          <Button onClick={onClose}>OK</Button>
        </div>
      </div>
    </Overlay>
  );
}
