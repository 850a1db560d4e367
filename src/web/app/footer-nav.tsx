// The footer nav of docs/product.md "Screens": five icon buttons, the current route highlighted
// (NavLink sets aria-current="page").
import { AppNavLink } from '../components/app-link';
import { Compass, GraduationCap, Trophy, User, Wrench, type LucideIcon } from 'lucide-react';
import styles from './footer-nav.module.css';

const items: { to: string; label: string; Icon: LucideIcon }[] = [
  { to: '/leaderboard', label: 'Leaderboard', Icon: Trophy },
  { to: '/learn', label: 'Learn', Icon: GraduationCap },
  { to: '/projects', label: 'Projects', Icon: Wrench },
  { to: '/explore', label: 'Explore', Icon: Compass },
  { to: '/account', label: 'Account', Icon: User },
];

export function FooterNav() {
  return (
    <nav className={styles.footer} aria-label="Main">
      <ul className={styles.list}>
        {items.map(({ to, label, Icon }) => (
          <li key={to}>
            <AppNavLink
              to={to}
              aria-label={label}
              title={label}
              className={({ isActive }) => [styles.item, isActive ? styles.active : ''].join(' ')}
            >
              <Icon aria-hidden="true" />
              <span className={styles.caption} aria-hidden="true">
                {label}
              </span>
            </AppNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
