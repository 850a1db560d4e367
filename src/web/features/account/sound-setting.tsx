// Account's sound switch: a short chime when a level is complete. Off by default; the choice is kept
// in the profile's settings, so it follows the learner to every device.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Volume2, VolumeX } from 'lucide-react';
import { apiFetch, jsonBody } from '../../lib/api-client';
import { profileKey } from '../../lib/session';
import { withNewestPoints } from '../../lib/shown-points';
import { profileSchema } from '../../../api/index';
import styles from './account.module.css';

export function SoundSetting({ on }: { on: boolean }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      const updated = profileSchema.parse(await apiFetch('/api/me', jsonBody('PATCH', { settings: { sound: !on } })));
      queryClient.setQueryData(profileKey, withNewestPoints(updated));
    } catch (error) {
      console.error('Could not update the sound setting', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.card} aria-label="Settings">
      <div className={styles.row}>
        <div className={styles.rowText}>
          <span className={styles.rowLabel} id="sound-label">
            Sound
          </span>
          <span className={styles.rowValue}>A chime when you complete a level</span>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="sound-label"
          className={`${styles.switch} ${on ? styles.switchOn : ''}`}
          disabled={busy}
          onClick={() => void toggle()}
        >
          {on ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
          <span>{on ? 'On' : 'Off'}</span>
        </button>
      </div>
    </section>
  );
}
