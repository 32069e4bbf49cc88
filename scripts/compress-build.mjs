// After `vite build`: write Brotli and gzip copies of the client's text files (the server sends
// them as they are, with @fastify/static's preCompressed), and the link-preview picture.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const clientDir = path.join(root, 'dist/client');
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let written = 0;
for (const file of files(clientDir)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );
  written += 1;
}

// Open Graph wants a bitmap: the shipped hero artwork, 1200×630.
const heroArt = path.join(clientDir, 'images/fallback/hero.svg');
if (fs.existsSync(heroArt)) {
  await sharp(heroArt)
    .resize(1200, 630, { fit: 'cover' })
    .png({ compressionLevel: 9 })
    .toFile(path.join(clientDir, 'images/og-default.png'));
}
console.log(`Compressed ${written} files (Brotli and gzip).`);
