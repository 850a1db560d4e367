// A short rising chime (three notes, under half a second) made with the Web Audio API, so no sound
// file ships. Plays only after the learner has interacted with the page (browsers refuse earlier
// anyway, and a sound nobody asked for is rude); the caller plays it only when sound is on.
let context: AudioContext | null = null;

export function playSuccessChime(): void {
  if (typeof window === 'undefined' || typeof AudioContext === 'undefined') return;
  if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
  try {
    context ??= new AudioContext();
    const start = context.currentTime + 0.02;
    [523.25, 659.25, 783.99].forEach((frequency, i) => {
      const oscillator = context!.createOscillator();
      const gain = context!.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      const at = start + i * 0.12;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
      oscillator.connect(gain).connect(context!.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.32);
    });
  } catch (error) {
    console.warn('The chime could not play', error);
  }
}
