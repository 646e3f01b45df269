// Short, soft sounds synthesized with WebAudio: nothing to download, nothing to license (catalogue 2.4).

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  context ??= new window.AudioContext();
  return context;
}

/** Browsers only allow sound after a user gesture: the first tap on the board unlocks it. */
export function unlockSound(): void {
  const ctx = audio();
  if (ctx && ctx.state === 'suspended') void ctx.resume();
}

function tone(ctx: AudioContext, frequency: number, start: number, duration: number, volume: number): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = 'sine';
  osc.frequency.value = frequency;
  gain.gain.setValueAtTime(0, start);
  gain.gain.linearRampToValueAtTime(volume, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
  osc.connect(gain).connect(ctx.destination);
  osc.start(start);
  osc.stop(start + duration + 0.05);
}

export type SoundName = 'end' | 'roll';

/** Plays a sound. Callers check the widget's playSound and the desktop's 'Ton aus/an' first. */
export function playSound(name: SoundName): void {
  const ctx = audio();
  if (!ctx) return;
  const t = ctx.currentTime + 0.01;
  if (name === 'end') {
    tone(ctx, 660, t, 0.5, 0.15);
    tone(ctx, 880, t + 0.25, 0.6, 0.12);
    tone(ctx, 990, t + 0.5, 0.8, 0.1);
  } else {
    for (let i = 0; i < 4; i++) tone(ctx, 300 + i * 40, t + i * 0.08, 0.08, 0.06);
  }
}
