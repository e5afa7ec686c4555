/** Short WebAudio tunes for success and failure (no audio files to load). */
let context: AudioContext | null = null;

function play(notes: { frequency: number; atMs: number; ms: number }[], type: OscillatorType): void {
  try {
    context ??= new AudioContext();
    const ctx = context;
    for (const note of notes) {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = type;
      oscillator.frequency.value = note.frequency;
      const start = ctx.currentTime + note.atMs / 1000;
      gain.gain.setValueAtTime(0.15, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + note.ms / 1000);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(start);
      oscillator.stop(start + note.ms / 1000);
    }
  } catch {
    // No audio device (or autoplay refused): the visual effect is enough.
  }
}

export function playSuccess(): void {
  play([
    { frequency: 523, atMs: 0, ms: 150 },
    { frequency: 659, atMs: 130, ms: 150 },
    { frequency: 784, atMs: 260, ms: 300 },
  ], 'triangle');
}

export function playFailure(): void {
  play([
    { frequency: 220, atMs: 0, ms: 200 },
    { frequency: 165, atMs: 180, ms: 350 },
  ], 'sawtooth');
}
