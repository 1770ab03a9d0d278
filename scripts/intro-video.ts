/**
 * `npm run intro:record`: the landing page's intro video, recorded from the running product
 * (issue 18, decision 0050). Builds the product, starts it on a throwaway data folder (BENCH_PORT,
 * default 3108), and records with Playwright's video recording in the machine's Chromium a visitor
 * who signs up, writes a prompt, gets creatives, makes a video of one and downloads it. The waits
 * for the renderers are cut short, then ffmpeg (from @ffmpeg-installer/ffmpeg) encodes 720p H.264
 * MP4 and VP9 WebM, a WebP poster and WebVTT captions in the four languages into
 * apps/web/public/intro/, where the landing serves them. The files are committed; rerun after a
 * visible change to the journey.
 *
 *   npm run intro:record
 *   npm run intro:record -- --no-build     use the current build
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type Language, languages } from '@brandloom/shared/i18n/languages';
import { introVideo } from '@brandloom/shared/site/landing-media';
import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { ffmpegPath, runFfmpeg } from '../apps/server/src/adapters/video-provider/local-animator/ffmpeg.ts';
import { startProductServer } from './bench/product-server.ts';

const outDir = join('apps/web/public', 'intro');
const size = { width: introVideo.width, height: introVideo.height };

/** The steps the captions name, in the order the journey takes them. */
type Step = 'landing' | 'signUp' | 'verify' | 'prompt' | 'creatives' | 'animate' | 'video' | 'download';

const captions: Record<Language, Record<Step, string>> = {
  en: {
    landing: 'Start on the home page: “Start free”, no card needed.',
    signUp: 'Sign up with a name, an e-mail address and a password.',
    verify: 'Confirm the e-mail address and the studio opens.',
    prompt: 'Describe the ad in the chat, like a message to a designer.',
    creatives: 'Finished creatives arrive live: layout, copy and button included.',
    animate: 'Animate one: describe the camera move and the pace.',
    video: 'The video is rendered from the creative, its words kept sharp.',
    download: 'Download it as MP4, ready to upload.',
  },
  de: {
    landing: 'Los geht’s auf der Startseite: „Kostenlos starten“, ohne Karte.',
    signUp: 'Registrieren mit Name, E-Mail-Adresse und Passwort.',
    verify: 'E-Mail-Adresse bestätigen, und das Studio öffnet sich.',
    prompt: 'Beschreib die Anzeige im Chat, wie in einer Nachricht an einen Designer.',
    creatives: 'Fertige Creatives kommen live an: Layout, Text und Button inklusive.',
    animate: 'Eines animieren: Kamerafahrt und Tempo beschreiben.',
    video: 'Das Video entsteht aus dem Creative, die Schrift bleibt scharf.',
    download: 'Als MP4 herunterladen, bereit zum Hochladen.',
  },
  fr: {
    landing: 'Tout commence sur la page d’accueil : « Commencer gratuitement », sans carte.',
    signUp: 'Inscription avec un nom, une adresse e-mail et un mot de passe.',
    verify: 'Confirmez l’adresse e-mail et le studio s’ouvre.',
    prompt: 'Décrivez la pub dans le chat, comme un message à un graphiste.',
    creatives: 'Les créations arrivent en direct : mise en page, texte et bouton compris.',
    animate: 'Animez-en une : décrivez le mouvement de caméra et le rythme.',
    video: 'La vidéo est rendue à partir de la création, le texte reste net.',
    download: 'Téléchargez-la en MP4, prête à publier.',
  },
  es: {
    landing: 'Empieza en la página de inicio: «Empieza gratis», sin tarjeta.',
    signUp: 'Regístrate con un nombre, un correo y una contraseña.',
    verify: 'Confirma el correo y se abre el estudio.',
    prompt: 'Describe el anuncio en el chat, como un mensaje a un diseñador.',
    creatives: 'Los creativos terminados llegan en directo: diseño, texto y botón incluidos.',
    animate: 'Anima uno: describe el movimiento de cámara y el ritmo.',
    video: 'El vídeo se genera a partir del creativo y el texto sigue nítido.',
    download: 'Descárgalo en MP4, listo para subir.',
  },
};

/** What happened when, in seconds of the raw recording: caption starts and waits to cut short. */
interface Timeline {
  steps: { step: Step; at: number }[];
  waits: { from: number; to: number }[];
}

/** Of a wait for a renderer, the recording keeps this much of its start and of its end. */
const keptOfWait = { start: 1.2, end: 0.8 };

/**
 * Playwright records with an ffmpeg of its own, which `npx playwright install` would download. The
 * project's ffmpeg (@ffmpeg-installer/ffmpeg, with libvpx) does the same job: it is linked where
 * Playwright looks, in a browsers folder of this run only, so no download and no home folder change.
 */
async function lendFfmpegToPlaywright(work: string): Promise<void> {
  const browsers = JSON.parse(
    await readFile(
      join(dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')), 'browsers.json'),
      'utf8',
    ),
  ) as { browsers: { name: string; revision: string }[] };
  const revision = browsers.browsers.find((entry) => entry.name === 'ffmpeg')?.revision;
  if (!revision) throw new Error('playwright-core names no ffmpeg revision');
  const folder = join(work, 'playwright', `ffmpeg-${revision}`);
  await mkdir(folder, { recursive: true });
  await symlink(ffmpegPath, join(folder, 'ffmpeg-linux'));
  process.env.PLAYWRIGHT_BROWSERS_PATH = join(work, 'playwright');
}

async function record(baseUrl: string, videoDir: string): Promise<Timeline> {
  // Imported after lendFfmpegToPlaywright: playwright-core reads its browsers folder when loaded.
  const { launchChromium } = await import('./bench/browser.ts');
  const browser = await launchChromium();
  const context = await browser.newContext({
    viewport: size,
    deviceScaleFactor: 1,
    recordVideo: { dir: videoDir, size },
    acceptDownloads: true,
    baseURL: baseUrl,
    colorScheme: 'light',
    locale: 'en-GB',
  });
  const page = await context.newPage();
  const started = Date.now();
  const now = () => (Date.now() - started) / 1000;
  const timeline: Timeline = { steps: [], waits: [] };
  const step = (name: Step) => timeline.steps.push({ step: name, at: now() });
  /** Waits for the product (a renderer, a page load) and marks the time to cut short. */
  const waitFor = async (work: Promise<unknown>) => {
    const from = now();
    await work;
    timeline.waits.push({ from, to: now() });
  };
  const pause = (ms: number) => page.waitForTimeout(ms);
  /** Typed key by key, as a person would, so the film shows it. */
  const type = (field: Locator, text: string) => field.pressSequentially(text, { delay: 35 });
  try {
    step('landing');
    await page.goto('/', { waitUntil: 'networkidle' });
    await pause(1800);
    await page.mouse.wheel(0, 500);
    await pause(900);
    await page.mouse.wheel(0, -500);
    await pause(600);
    await page.getByRole('link', { name: 'Start free' }).first().click();
    await page.waitForURL(/\/auth\/signup/);
    step('signUp');
    const unique = Date.now().toString(36);
    const email = `maya.${unique}@example.com`;
    const form = page.getByTestId('signup-form');
    await type(form.getByLabel('Full name'), 'Maya Fischer');
    await type(form.getByLabel('Username'), `maya_${unique}`);
    await type(form.getByLabel('Email'), email);
    await form.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await form.getByLabel('Confirm password').fill('correct horse battery');
    await pause(500);
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/auth\/verify-email/);
    await pause(1500);
    step('verify');
    const link = await verificationLink(baseUrl, email);
    await page.goto(link);
    await page.waitForURL(/\/app$/, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await pause(1500);

    await page.getByTestId('app-sidebar').getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(/\/app\/create/);
    step('prompt');
    await pause(600);
    await type(
      page.getByTestId('composer-prompt'),
      'Launch ad for our new cold brew in cans: smooth, low in sugar, in shops from Friday',
    );
    // Two takes of the brief: the compositor lays each out differently.
    await page.getByTestId('composer-variants').selectOption('2');
    await pause(500);
    await page.getByTestId('composer-send').click();
    const card = page.getByTestId('creative-card').first();
    await waitFor(card.waitFor({ state: 'visible' }));
    await waitFor(
      page.waitForFunction(
        () => document.querySelectorAll('[data-testid="creative-card"][data-status="completed"]').length >= 2,
        undefined,
        { timeout: 120_000 },
      ),
    );
    step('creatives');
    await pause(2500);

    step('animate');
    await page.getByTestId('creative-card').first().hover();
    await pause(400);
    await page.getByTestId('creative-card').first().getByTestId('creative-animate').click();
    await page.getByTestId('video-base').waitFor();
    await pause(700);
    await type(page.getByTestId('composer-prompt'), 'Slow push in, the headline slides up');
    await pause(500);
    await page.getByTestId('composer-send').click();
    await pause(1000);
    await waitFor(
      page.waitForSelector(
        '[data-testid="creative-card"][data-status="completed"] [data-testid="video-play"]',
        {
          timeout: 300_000,
        },
      ),
    );
    step('video');
    // The card itself, held on to: once playing it shows the player instead of the play button.
    const finished = await page
      .locator('[data-testid="creative-card"][data-status="completed"]:has([data-testid="video-play"])')
      .first()
      .elementHandle();
    if (!finished) throw new Error('The finished video card went away');
    await finished.scrollIntoViewIfNeeded();
    await (await finished.$('[data-testid="video-play"]'))?.click();
    await pause(6500);

    step('download');
    await (await finished.$('[data-testid="creative-download"]'))?.click();
    const dialog = page.getByTestId('download-dialog');
    await dialog.waitFor();
    await pause(1200);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByTestId('download-submit').click(),
    ]);
    await download.path();
    await pause(2500);
  } finally {
    await context.close();
    await browser.close();
  }
  return timeline;
}

/** The newest verification link sent to `email`, from the development mailbox. */
async function verificationLink(baseUrl: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const response = await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const { emails } = (await response.json()) as { emails: { text: string }[] };
    const link = emails[0]?.text.match(/https?:\/\/\S+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No verification e-mail for ${email}`);
}

/** The recording's kept stretches: everything but the middle of each long wait. */
function keptSegments(timeline: Timeline, total: number): { from: number; to: number }[] {
  const cuts = timeline.waits
    .filter((wait) => wait.to - wait.from > keptOfWait.start + keptOfWait.end + 0.5)
    .map((wait) => ({ from: wait.from + keptOfWait.start, to: wait.to - keptOfWait.end }));
  const segments: { from: number; to: number }[] = [];
  let from = 0;
  for (const cut of cuts) {
    segments.push({ from, to: cut.from });
    from = cut.to;
  }
  segments.push({ from, to: total });
  return segments.filter((segment) => segment.to - segment.from > 0.05);
}

/** A moment of the raw recording on the cut timeline. */
function onCutTimeline(at: number, segments: { from: number; to: number }[]): number {
  let elapsed = 0;
  for (const segment of segments) {
    if (at < segment.from) return elapsed;
    if (at <= segment.to) return elapsed + (at - segment.from);
    elapsed += segment.to - segment.from;
  }
  return elapsed;
}

function vttTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

function captionFile(language: Language, cues: { step: Step; from: number; to: number }[]): string {
  const body = cues
    .map(
      (cue, index) =>
        `${index + 1}\n${vttTime(cue.from)} --> ${vttTime(cue.to)}\n${captions[language][cue.step]}`,
    )
    .join('\n\n');
  return `WEBVTT\n\n${body}\n`;
}

/** Length in seconds of a media file, from ffmpeg's own report (the 2018 build has no ffprobe). */
async function durationOf(file: string): Promise<number> {
  const result = spawnSync(ffmpegPath, ['-hide_banner', '-i', file], { encoding: 'utf8' });
  const match = result.stderr.match(/Duration: (\d+):(\d+):([\d.]+)/);
  if (!match) throw new Error(`No duration in ffmpeg's report on ${file}`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

async function encode(raw: string, timeline: Timeline, work: string): Promise<void> {
  const total = await durationOf(raw);
  const segments = keptSegments(timeline, total);
  const trims = segments
    .map(
      (segment, index) =>
        `[0:v]trim=start=${segment.from.toFixed(3)}:end=${segment.to.toFixed(3)},setpts=PTS-STARTPTS[s${index}]`,
    )
    .join(';');
  const joined = `${segments.map((_, index) => `[s${index}]`).join('')}concat=n=${segments.length}:v=1:a=0,fps=25,format=yuv420p[v]`;
  const filter = `${trims};${joined}`;
  await mkdir(outDir, { recursive: true });
  const base = join(outDir, 'brandloom-intro');
  // biome-ignore format: ffmpeg's arguments read best in pairs
  await runFfmpeg([
    '-i', raw, '-filter_complex', filter, '-map', '[v]', '-an',
    '-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-profile:v', 'high', '-tune', 'stillimage',
    '-movflags', '+faststart', '-y', `${base}.mp4`,
  ]);
  // biome-ignore format: ffmpeg's arguments read best in pairs
  await runFfmpeg([
    '-i', `${base}.mp4`, '-an', '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1',
    '-deadline', 'good', '-cpu-used', '4', '-y', `${base}.webm`,
  ]);
  // The poster: the moment the creatives have arrived.
  const creativesAt = timeline.steps.find((entry) => entry.step === 'creatives')?.at ?? 0;
  const posterAt = onCutTimeline(creativesAt, segments) + 1.5;
  const still = join(work, 'poster.png');
  // biome-ignore format: ffmpeg's arguments read best in pairs
  await runFfmpeg(['-ss', posterAt.toFixed(2), '-i', `${base}.mp4`, '-frames:v', '1', '-y', still]);
  await sharp(still).webp({ quality: 80 }).toFile(`${base}.webp`);

  const cutTotal = segments.reduce((sum, segment) => sum + segment.to - segment.from, 0);
  const cues = timeline.steps.map((entry, index) => ({
    step: entry.step,
    from: onCutTimeline(entry.at, segments),
    to: onCutTimeline(timeline.steps[index + 1]?.at ?? total, segments) - 0.05,
  }));
  for (const language of languages) {
    await writeFile(`${base}.${language}.vtt`, captionFile(language, cues));
  }
  const sizes = await Promise.all(
    ['mp4', 'webm', 'webp'].map(
      async (ext) => `${ext} ${((await stat(`${base}.${ext}`)).size / 1024).toFixed(0)} KB`,
    ),
  );
  console.log(
    `intro video: ${cutTotal.toFixed(1)} s (of ${total.toFixed(1)} s recorded); ${sizes.join(', ')}`,
  );
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const work = await mkdtemp(join(tmpdir(), 'brandloom-intro-'));
  const server = await startProductServer();
  try {
    const videoDir = join(work, 'video');
    await lendFfmpegToPlaywright(work);
    const timeline = await record(server.baseUrl, videoDir);
    const [raw] = await readdir(videoDir);
    if (!raw) throw new Error('Playwright wrote no recording');
    await encode(join(videoDir, raw), timeline, work);
  } finally {
    await server.stop();
    await rm(work, { recursive: true, force: true });
  }
}

await main();
