type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

/** The audio context, made on first use (browsers let it sound once the page has been interacted with). */
function audio(): AudioContext | null {
  if (context) return context;
  const Audio =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Audio) return null;
  context = new Audio();
  return context;
}

/** Two short rising tones, made with the Web Audio API (no sound file to load). */
export async function playChime() {
  const ctx = audio();
  if (!ctx) return;
  if (ctx.state === 'suspended') await ctx.resume().catch(() => undefined);
  if (ctx.state !== 'running') return;
  const start = ctx.currentTime + 0.01;
  [660, 990].forEach((frequency, index) => {
    const at = start + index * 0.16;
    const tone = ctx.createOscillator();
    const volume = ctx.createGain();
    tone.type = 'sine';
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.0001, at);
    volume.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
    tone.connect(volume).connect(ctx.destination);
    tone.start(at);
    tone.stop(at + 0.32);
  });
}
