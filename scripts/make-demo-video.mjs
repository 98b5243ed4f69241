// Draws the demo product video (a few seconds of a turning mug, as a webm) in Chromium with
// MediaRecorder, since the machine has no ffmpeg. Run once: node scripts/make-demo-video.mjs
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
const base64 = await page.evaluate(async () => {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 180;
  document.body.append(canvas);
  const g = canvas.getContext('2d');
  const stream = canvas.captureStream(15);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 150_000 });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  const start = performance.now();
  await new Promise((resolve) => {
    function frame(now) {
      const t = (now - start) / 1000;
      g.fillStyle = '#f4efe6';
      g.fillRect(0, 0, 320, 180);
      const w = 70 + 20 * Math.cos(t * 2);
      g.fillStyle = '#7a8b99';
      g.fillRect(160 - w / 2, 50, w, 90);
      g.strokeStyle = '#7a8b99';
      g.lineWidth = 10;
      g.beginPath();
      g.arc(160 + w / 2 + 8 * Math.sin(t * 2), 95, 22, -Math.PI / 2, Math.PI / 2);
      g.stroke();
      g.fillStyle = '#2b2b2b';
      g.font = '16px sans-serif';
      g.fillText('Statefront Supply', 12, 24);
      if (t < 3) requestAnimationFrame(frame);
      else resolve();
    }
    requestAnimationFrame(frame);
  });
  recorder.stop();
  await done;
  const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
  return btoa(String.fromCharCode(...new Uint8Array(buffer)));
});
await browser.close();
const out = new URL('../content/media/speckled-stoneware-mug.webm', import.meta.url);
writeFileSync(out, Buffer.from(base64, 'base64'));
console.log(`wrote ${out.pathname}`);
