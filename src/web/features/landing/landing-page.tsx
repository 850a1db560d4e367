// Landing (/): a Devlog button, the 'Try it out' area (Guest Login, Login, Sign Up) and a short
// 'What is ohmlet' section. Guest Login reads 'Loading...' while signing in; a failure is only
// logged (docs/product.md "Rules and their texts"). Any sign-in leads to /learn. Below it, a class code box and "For teachers"
// (docs/classes.md "A way in").
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '../../components/app-link';
import { BookOpenText, Lightbulb, Newspaper, Trophy, Zap } from 'lucide-react';
import { Button, ButtonLink } from '../../components/button';
import { JoinCodeBox } from '../../components/classes/join-code-box';
import { Wordmark } from '../../components/wordmark';
import { signInAsGuest } from '../../lib/auth-client';
import { useRefreshSession, useSession } from '../../lib/session';
import { HeroIllustration } from './hero-illustration';
import styles from './landing.module.css';

const features = [
  { Icon: Lightbulb, title: 'Build real circuits', text: 'Drag batteries, wires, resistors and switches onto a grid until the bulbs glow just right.' },
  { Icon: BookOpenText, title: 'Learn as you go', text: 'Short info cards and quick questions explain what the current is doing, and why.' },
  { Icon: Trophy, title: 'Earn points', text: 'Every solved puzzle charges your bolt. Collect stars and climb the leaderboard.' },
];

function TryItOut() {
  const navigate = useNavigate();
  const session = useSession();
  const refreshSession = useRefreshSession();
  const [guestBusy, setGuestBusy] = useState(false);
  const loginAsGuest = async () => {
    setGuestBusy(true);
    try {
      await signInAsGuest();
      await refreshSession();
      navigate('/learn');
    } catch (error) {
      console.error('Guest login failed', error);
      setGuestBusy(false);
    }
  };
  return (
    <section className={styles.try} aria-labelledby="try-title">
      <h2 id="try-title">Try it out</h2>
      {session.status === 'signedIn' && (
        <ButtonLink to="/learn" variant="primary" block icon={<Zap aria-hidden="true" />}>
          Continue learning
        </ButtonLink>
      )}
      <Button variant="accent" block onClick={loginAsGuest} disabled={guestBusy}>
        {guestBusy ? 'Loading...' : 'Guest Login'}
      </Button>
      <div className={styles.pair}>
        <ButtonLink to="/login" variant="secondary" block>
          Login
        </ButtonLink>
        <ButtonLink to="/signup" variant="secondary" block>
          Sign Up
        </ButtonLink>
      </div>
      <JoinCodeBox tone="plain" />
      <p className={styles.teachers}>
        For teachers: <AppLink to="/teach">run a class</AppLink> — a join code on the wall, assignments, and who needs help right now.
      </p>
    </section>
  );
}

export default function LandingPage() {
  return (
    <div className={styles.screen}>
      <header className={styles.top}>
        <Wordmark tone="light" />
        <ButtonLink to="/devlog" variant="ghost" className={styles.devlog} icon={<Newspaper aria-hidden="true" />}>
          Devlog
        </ButtonLink>
      </header>
      <main>
        <section className={styles.intro}>
          <div className={styles.copy}>
            <h1 className={styles.headline}>
              Light up your first circuit <span className={styles.highlight}>today</span>.
            </h1>
            <p className={styles.lead}>A fun and accessible way to learn electronics: one small puzzle at a time.</p>
            <TryItOut />
          </div>
          <HeroIllustration />
        </section>
        <section className={styles.about} aria-labelledby="about-title">
          <h2 id="about-title">What is ohmlet?</h2>
          <p className={styles.aboutLead}>
            ohmlet is a gamified electronics course for curious learners. You place components on a grid, a real circuit simulator
            works out the current, and the goal bulbs tell you if you got it right.
          </p>
          <ul className={styles.features}>
            {features.map(({ Icon, title, text }) => (
              <li key={title} className={styles.feature}>
                <Icon className={styles.featureIcon} aria-hidden="true" />
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <footer className={styles.footer}>
        <span>ohmlet — learn electronics by building circuits</span>
      </footer>
    </div>
  );
}
