// The game's own header (docs/product.md "Screens"): restart (reloads the page), the progress bar fixed at 50 %, close (to /).
import { RotateCcw, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { IconButton } from '../../../components/icon-button';
import { ProgressBar } from '../../../components/progress-bar';
import styles from '../schematic.module.css';

/** docs/product.md "Screens": the schematic game's progress bar is fixed at 50 (percent). */
const FIXED_PROGRESS = 50;

export function SchematicHeader() {
  const navigate = useNavigate();
  return (
    <header className={styles.header}>
      <IconButton label="Restart" icon={<RotateCcw size={22} />} onClick={() => window.location.reload()} />
      <ProgressBar value={FIXED_PROGRESS} label="Question progress" />
      <IconButton label="Close" icon={<X size={24} />} onClick={() => navigate('/')} />
    </header>
  );
}
