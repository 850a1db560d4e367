// The landing page's picture: a battery, a resistor and a glowing bulb joined by wires on a dotted
// circuit board, drawn inline so it is sharp at every size and costs no request. Decorative only.
import styles from './landing.module.css';

export function HeroIllustration() {
  return (
    <svg className={styles.hero} viewBox="0 0 360 260" role="img" aria-label="A battery lighting a bulb through a resistor">
      <defs>
        <radialGradient id="hero-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#fff6b8" stopOpacity="0.95" />
          <stop offset="0.45" stopColor="#ffc81f" stopOpacity="0.45" />
          <stop offset="1" stopColor="#ffc81f" stopOpacity="0" />
        </radialGradient>
        <pattern id="hero-dots" width="24" height="24" patternUnits="userSpaceOnUse">
          <circle cx="12" cy="12" r="1.6" fill="#2c4a9e" />
        </pattern>
        <linearGradient id="hero-battery" x1="0" x2="1">
          <stop offset="0" stopColor="#2b2f3a" />
          <stop offset="1" stopColor="#4a5163" />
        </linearGradient>
      </defs>
      <rect x="4" y="4" width="352" height="252" rx="26" fill="#14213d" />
      <rect x="4" y="4" width="352" height="252" rx="26" fill="url(#hero-dots)" />

      {/* Wires: battery top → bulb → resistor → battery bottom */}
      <g fill="none" stroke="#7fe3d3" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round">
        <path d="M88 78 V50 H250 V92" />
        <path d="M250 150 V206 H210" />
        <path d="M140 206 H88 V178" />
      </g>
      {/* Current dots travelling along the wire */}
      <g fill="#ffc81f">
        <circle className={styles.electron} cx="150" cy="50" r="4.5" />
        <circle className={styles.electron} cx="250" cy="186" r="4.5" style={{ animationDelay: '0.6s' }} />
        <circle className={styles.electron} cx="110" cy="206" r="4.5" style={{ animationDelay: '1.2s' }} />
      </g>

      {/* Battery */}
      <rect x="80" y="70" width="16" height="10" rx="3" fill="#c9ced8" />
      <rect x="60" y="78" width="56" height="102" rx="10" fill="url(#hero-battery)" />
      <rect x="60" y="78" width="56" height="34" rx="10" fill="#ffc81f" />
      <rect x="60" y="100" width="56" height="12" fill="#ffc81f" />
      <text x="88" y="103" textAnchor="middle" fontSize="22" fontWeight="800" fill="#14213d">+</text>
      <text x="88" y="160" textAnchor="middle" fontSize="22" fontWeight="800" fill="#c9ced8">9V</text>

      {/* Resistor */}
      <rect x="138" y="192" width="74" height="28" rx="12" fill="#e8d3a8" />
      <rect x="152" y="192" width="7" height="28" fill="#8a4b1f" />
      <rect x="166" y="192" width="7" height="28" fill="#d6393f" />
      <rect x="180" y="192" width="7" height="28" fill="#8a4b1f" />
      <rect x="196" y="192" width="5" height="28" fill="#c8a84a" />

      {/* Bulb with glow */}
      <circle className={styles.glow} cx="250" cy="112" r="74" fill="url(#hero-glow)" />
      <path d="M250 72 a34 34 0 0 1 20 61 c-4 3-6 8-6 12 h-28 c0-4-2-9-6-12 a34 34 0 0 1 20-61z" fill="#ffe066" stroke="#f2a900" strokeWidth="3" />
      <path d="M240 128 l5-14 5 9 5-9 5 14" fill="none" stroke="#b07800" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="235" y="145" width="30" height="8" rx="2" fill="#9aa3b5" />
      <rect x="237" y="152" width="26" height="8" rx="2" fill="#7d869a" />
      <g stroke="#ffe066" strokeWidth="4" strokeLinecap="round" className={styles.rays}>
        <path d="M250 30 v-10" />
        <path d="M300 62 l8-7" />
        <path d="M200 62 l-8-7" />
        <path d="M318 112 h11" />
        <path d="M182 112 h-11" />
      </g>
    </svg>
  );
}
