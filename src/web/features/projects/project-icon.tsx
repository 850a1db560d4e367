// The picture on a project's card and overview: a known project gets its own icon, any other the
// tools icon of the Projects tab, on a soft yellow tile.
import { Egg, Wrench, type LucideIcon } from 'lucide-react';
import styles from './project-icon.module.css';

const ICONS: Record<string, LucideIcon> = { egg: Egg };

export function ProjectIcon({ code, large = false }: { code: string; large?: boolean }) {
  const Icon = Object.hasOwn(ICONS, code) ? ICONS[code] : Wrench;
  return (
    <span className={[styles.icon, large ? styles.iconLarge : ''].join(' ')} aria-hidden="true">
      <Icon />
    </span>
  );
}
