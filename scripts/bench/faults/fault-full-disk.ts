/**
 * Fault 4: the uploads folder full. A DISK_MB tmpfs is mounted on DATA_DIR/uploads (where
 * STORAGE=local keeps files); where mounting is not allowed, a file is put in the folder's place,
 * so every write of a file fails. Documents are uploaded until the product refuses one, then a
 * photo is tried too. Verdict: each refusal is a 507 (or 503) with a JSON message, never a 500;
 * every document and photo row has its whole file and every file its row, with no half-written
 * file left; once space is freed (two documents deleted), an upload works again.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { documents, propertyPhotos } from '../../../src/server/db/schema';
import { onCleanup } from './cleanup';
import { call, describe, errorBody, tally, type Answer } from './http';
import { run } from './processes';
import { passOrFail, type FaultResult } from './report';
import type { World } from './world';

const DISK_MB = 2;
const DOCUMENT_KB = 256;
const MAX_UPLOADS = 40;

/** A valid PDF of about `kb` KiB: the bulk is comment lines of hex, which nothing reads as script. */
function paddedPdf(kb: number): Buffer {
  const lines: string[] = [];
  for (let size = 0; size < kb * 1024; size += 66) lines.push(`%${crypto.randomBytes(32).toString('hex')}`);
  return Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
      `${lines.join('\n')}\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
}

/** A photo of noise: it stays large once the product re-encodes it to WebP. */
const noisePhoto = () =>
  sharp(crypto.randomBytes(1200 * 900 * 3), { raw: { width: 1200, height: 900, channels: 3 } })
    .png()
    .toBuffer();

/**
 * Makes the uploads folder full and answers how, with a way to make room again. FAULTS_NO_TMPFS=1
 * takes the fallback even where mounting works.
 */
async function fillDisk(uploads: string): Promise<{ how: string; tmpfs: boolean; makeRoom?: () => void }> {
  fs.mkdirSync(uploads, { recursive: true });
  let why = 'FAULTS_NO_TMPFS=1';
  if (process.env.FAULTS_NO_TMPFS !== '1') {
    try {
      await run('mount', ['-t', 'tmpfs', '-o', `size=${DISK_MB}m`, 'tmpfs', uploads]);
      onCleanup('the uploads tmpfs', () => run('umount', ['-l', uploads]).then(() => undefined));
      return { how: `tmpfs of ${DISK_MB} MB on DATA_DIR/uploads`, tmpfs: true };
    } catch (error) {
      why = (error as Error).message.split('\n')[0]!.slice(0, 80);
    }
  }
  const keep = `${uploads}.before-fault`;
  fs.renameSync(uploads, keep);
  fs.writeFileSync(uploads, 'not a folder: the bench makes every file write fail\n');
  return {
    how: `no tmpfs (${why}): a file in place of DATA_DIR/uploads, so no file can be written`,
    tmpfs: false,
    makeRoom: () => {
      fs.rmSync(uploads);
      fs.renameSync(keep, uploads);
    },
  };
}

/** Every file under uploads (relative, with its size); none when the folder is not one. */
function filesIn(uploads: string): Map<string, number> {
  const files = new Map<string, number>();
  if (!fs.statSync(uploads).isDirectory()) return files;
  for (const entry of fs.readdirSync(uploads, { recursive: true }) as string[]) {
    const stat = fs.statSync(path.join(uploads, entry));
    if (stat.isFile()) files.set(entry.split(path.sep).join('/'), stat.size);
  }
  return files;
}

export async function fullDisk(w: World): Promise<FaultResult> {
  const uploads = path.join(w.dataDir, 'uploads');
  const { how, tmpfs, makeRoom } = await fillDisk(uploads);
  const base = w.product.base;
  const token = w.landlord.token;
  const uploadDocument = (i: number) => {
    const form = new FormData();
    form.append('title', `Fault bench document ${i}`);
    form.append('documentType', 'OTHER');
    form.append('issueDate', '2026-01-01');
    form.append(
      'file',
      new Blob([new Uint8Array(paddedPdf(DOCUMENT_KB))], { type: 'application/pdf' }),
      `fault-${i}.pdf`,
    );
    return call(base, 'POST', `/api/properties/${w.propertyId}/documents`, {
      token,
      form,
      timeoutMs: 30_000,
    });
  };

  const answers: Answer[] = [];
  let refusedAt = -1;
  for (let i = 0; i < MAX_UPLOADS && refusedAt < 0; i++) {
    const res = await uploadDocument(i);
    answers.push(res);
    if (res.status !== 201) refusedAt = i;
  }
  const whenFull: Answer[] = refusedAt >= 0 ? [await uploadDocument(MAX_UPLOADS)] : [];
  const photoForm = new FormData();
  photoForm.append(
    'file',
    new Blob([new Uint8Array(await noisePhoto())], { type: 'image/png' }),
    'noise.png',
  );
  const photo = await call(base, 'POST', `/api/properties/${w.propertyId}/photos`, {
    token,
    form: photoForm,
    timeoutMs: 30_000,
  });
  whenFull.push(photo);
  const refusals = [...answers.filter((a) => a.status !== 201), ...whenFull.filter((a) => a.status >= 300)];

  // Room again (on the tmpfs: delete two of the documents just stored), then upload once more.
  const stored = answers.filter((a) => a.status === 201).map((a) => (a.body as { id: number }).id);
  for (const id of tmpfs ? stored.slice(0, 2) : [])
    await call(base, 'DELETE', `/api/documents/${id}`, { token });
  makeRoom?.();
  const roomMade = tmpfs ? `after deleting ${Math.min(2, stored.length)} documents` : 'with the folder back';
  const afterFreeing = tmpfs && stored.length < 2 ? 0 : (await uploadDocument(MAX_UPLOADS + 1)).status;

  // Rows against files, last (in the fallback the folder is back by now): each row's file whole,
  // each file a row's, no half-written file.
  const docRows = await w.db
    .select({ id: documents.id, key: documents.storageKey, size: documents.fileSize })
    .from(documents);
  const photoRows = await w.db.select({ key: propertyPhotos.storageKey }).from(propertyPhotos);
  const files = filesIn(uploads);
  const keys = new Set([...docRows.map((r) => r.key), ...photoRows.map((r) => r.key)]);
  const missing = [...keys].filter((k) => !files.has(k));
  const truncated = docRows.filter((r) => files.has(r.key) && files.get(r.key) !== r.size);
  const halfWritten = [...files.keys()].filter((f) => f.endsWith('.tmp'));
  const orphans = [...files.keys()].filter((f) => !f.endsWith('.tmp') && !keys.has(f));
  const halfBytes = halfWritten.reduce((sum, f) => sum + files.get(f)!, 0);

  const reasons: string[] = [];
  if (refusedAt < 0)
    reasons.push(`${MAX_UPLOADS} uploads of ${DOCUMENT_KB} KB were all stored: the disk never filled`);
  const unclear = refusals.filter((a) => !((a.status === 507 || a.status === 503) && errorBody(a)));
  if (unclear.length) {
    const a = unclear[0]!;
    reasons.push(
      `${unclear.length} of ${refusals.length} refusals not a clear 507/503 (e.g. ${describe(a)})`,
    );
  }
  if (missing.length) reasons.push(`${missing.length} rows whose file is missing (${missing[0]} …)`);
  if (truncated.length)
    reasons.push(`${truncated.length} document files shorter or longer than their row says`);
  if (orphans.length) reasons.push(`${orphans.length} files no row refers to (${orphans[0]} …)`);
  if (halfWritten.length)
    reasons.push(
      `${halfWritten.length} half-written temporary files left (${Math.round(halfBytes / 1024)} KB: ${halfWritten[0]} …)`,
    );
  if (afterFreeing && afterFreeing !== 201) reasons.push(`${roomMade}, an upload answered ${afterFreeing}`);
  const firstRefusal = refusals[0];
  return {
    fault: '4. Full disk for uploads',
    figures: [
      `disk: ${how}`,
      `document uploads of ${DOCUMENT_KB} KB: ${tally(answers.map((a) => a.status))}${refusedAt >= 0 ? `, first refused at #${refusedAt + 1}` : ''}`,
      `first refusal: ${firstRefusal ? `${firstRefusal.status} ${JSON.stringify(firstRefusal.body)?.slice(0, 100)}` : 'none'}`,
      `when full: another document ${whenFull[0]?.status ?? '-'}, a photo ${photo.status}`,
      `rows: ${docRows.length} documents, ${photoRows.length} photos; files: ${files.size}; rows without file: ${missing.length}, files without row: ${orphans.length}, half-written: ${halfWritten.length}`,
      `${roomMade}, an upload: ${afterFreeing || 'not tried'}`,
    ],
    verdict: passOrFail(reasons),
    reasons,
  };
}
