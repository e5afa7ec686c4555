import type { SoundId } from '@school/scratchjr-engine';

/** Each sound is synthesised with Web Audio (no audio files to fetch): [frequencies Hz, seconds, wave]. */
const VOICES: Record<SoundId, { notes: number[]; seconds: number; wave: OscillatorType }> = {
  pop: { notes: [660, 220], seconds: 0.12, wave: 'sine' },
  chime: { notes: [880, 1320], seconds: 0.6, wave: 'triangle' },
  drum: { notes: [120, 60], seconds: 0.25, wave: 'square' },
  boing: { notes: [200, 600, 150], seconds: 0.4, wave: 'sawtooth' },
};

let context: AudioContext | null = null;

export function playSound(sound: SoundId): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const ctx = context;
  const { notes, seconds, wave } = VOICES[sound];
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = wave;
  const start = ctx.currentTime;
  notes.forEach((hz, i) => osc.frequency.linearRampToValueAtTime(hz, start + (seconds * i) / Math.max(1, notes.length - 1)));
  gain.gain.setValueAtTime(0.2, start);
  gain.gain.exponentialRampToValueAtTime(0.001, start + seconds);
  osc.connect(gain).connect(ctx.destination);
  osc.start(start);
  osc.stop(start + seconds);
}
