import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { authRoleHeader, gatewayTokenHeader, type MediaItem } from '@portfolio/contracts';
import { imageMallocEnv } from '@portfolio/kit';
import { eventually, freePort, processCpuMicros, testGatewaySecret } from '@portfolio/testing';

/**
 * The media library's upload of a 12-megapixel camera JPEG (4000 × 3000, about 3 MB, with EXIF) to the content
 * service running as its own process, as in the gateway topology and in compose: the time until every variant is
 * written and the answer is back, and the service's peak memory (its resident set's high-water mark, VmHWM, read
 * from /proc, so the figure is the service's alone). Target: peak ≤ 300 MB.
 */
const service = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const uploads = Number(process.env.BENCH_MEDIA_UPLOADS ?? 3);
const targetMb = 300;

/**
 * A photograph's statistics rather than a test card's: broad blurred shapes with fine grain on top, which compress
 * (and cost the encoders) about as a camera's picture does; a gradient would flatter every figure.
 */
async function cameraPhoto(): Promise<Buffer> {
  const shapes = await sharp({
    create: {
      width: 500,
      height: 375,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 70 },
    },
  })
    .blur(3)
    .resize(4000, 3000, { kernel: 'cubic' })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const grain = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 0, sigma: 6 },
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return sharp(shapes)
    .composite([{ input: grain, blend: 'add' }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Bench', Model: 'Camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' } })
    .toBuffer();
}

/** A figure of /proc/{pid}/status in MB: VmRSS (now) or VmHWM (the highest since the process started). */
function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? Number.NaN) / 1024;
}

const dir = mkdtempSync(join(tmpdir(), 'bench-media-'));
const spaIndex = join(dir, 'index.html');
writeFileSync(spaIndex, '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
mkdirSync(join(dir, 'seed'));
const photo = await cameraPhoto();
/** One run of the service as its own process: `uploads` uploads of the photo, their times and its memory. */
async function run(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, [service], {
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: join(dir, `data-${port}`),
      LOG_LEVEL: 'silent',
      GATEWAY_SECRET: testGatewaySecret,
      TRUSTED_PROXIES: '127.0.0.1',
      CONTENT_SEED_DIR: join(dir, 'seed'),
      SPA_INDEX: spaIndex,
      ...env,
    },
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    await eventually(async () => (await fetch(`${url}/readyz`).catch(() => undefined))?.status === 200, 30_000);
    const pid = child.pid!;
    const idle = memoryMb(pid, 'VmRSS');
    const times: number[] = [];
    const cpu: number[] = [];
    let variants: MediaItem['variants'] = [];
    for (let i = 0; i < uploads; i++) {
      const started = performance.now();
      const cpuBefore = processCpuMicros([pid]);
      const res = await fetch(`${url}/api/admin/content/media?name=camera-${i}.jpg`, {
        method: 'POST',
        headers: { [authRoleHeader]: 'admin', [gatewayTokenHeader]: testGatewaySecret, 'content-type': 'image/jpeg' },
        body: new Uint8Array(photo),
      });
      if (res.status !== 201) throw new Error(`the upload answered ${res.status}: ${await res.text()}`);
      times.push(performance.now() - started);
      cpu.push((processCpuMicros([pid]) - cpuBefore) / 1000);
      variants = ((await res.json()) as MediaItem).variants;
    }
    return { idle, peak: memoryMb(pid, 'VmHWM'), times, cpu, variants };
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
try {
  // As `make start` and the gateway topology run it (kit's imageMallocEnv), then with glibc's defaults.
  const tuned = await run(imageMallocEnv);
  const plain = await run({});
  const { variants } = tuned;
  const byFormat = Object.entries(Object.groupBy(variants, (v) => v.format))
    .map(([format, list]) => `${format} ${list!.map((v) => v.width).join('/')}`)
    .join(', ');
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  const widest = variants.filter((v) => v.width === 2560).map((v) => `${v.format} ${kb(v.bytes)}`);
  process.stdout.write(
    [
      `content: media upload of a ${(photo.length / 1024 / 1024).toFixed(1)} MB 12-megapixel JPEG, ${uploads} uploads, the service as its own process`,
      `  variants (${variants.length}): ${byFormat}; at 2560: ${widest.join(', ')}`,
      `  time to all variants: median ${seconds(median(tuned.times))} (each: ${tuned.times.map(seconds).join(', ')})`,
      // The machine's other work stretches the wall time, not the service's own CPU time.
      `  service CPU time per upload: median ${seconds(median(tuned.cpu))}`,
      `  service memory: ${tuned.idle.toFixed(0)} MB idle, peak ${tuned.peak.toFixed(0)} MB while processing (target: peak ≤ ${targetMb} MB) ${tuned.peak <= targetMb ? 'PASS' : 'FAIL'}`,
      `  with glibc's default allocator settings instead: peak ${plain.peak.toFixed(0)} MB`,
      '',
    ].join('\n'),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
