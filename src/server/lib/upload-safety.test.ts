import { describe, expect, it } from 'vitest';
import {
  gifScript,
  jpegWithHtml,
  pdfWithEscapedJavaScript,
  pdfWithHiddenLaunch,
  pdfWithJavaScript,
  pdfZip,
  pngBomb,
} from '../../../tests/setup/hostile-files';
import { image, PDF } from '../../../tests/setup/uploads';
import {
  ACTIVE_CONTENT_MESSAGE,
  activeContentProblem,
  MAX_IMAGE_PIXELS,
  oversizedImage,
  PDF_SCRIPT_MESSAGE,
} from './upload-safety';

describe('activeContentProblem', () => {
  it('lets a plain PDF and plain pictures through', async () => {
    expect(activeContentProblem(PDF, 'application/pdf')).toBeNull();
    for (const format of ['png', 'jpeg', 'webp'] as const)
      expect(activeContentProblem(await image(format), `image/${format}`)).toBeNull();
  });

  it('refuses a picture or PDF that is also a web page', async () => {
    expect(activeContentProblem(await jpegWithHtml(), 'image/jpeg')).toBe(ACTIVE_CONTENT_MESSAGE);
    expect(activeContentProblem(gifScript(), 'image/gif')).toBe(ACTIVE_CONTENT_MESSAGE);
    const pdfPage = Buffer.concat([PDF, Buffer.from('<iframe src="javascript:alert(1)">')]);
    expect(activeContentProblem(pdfPage, 'application/pdf')).toBe(ACTIVE_CONTENT_MESSAGE);
  });

  it('refuses a PDF that is also a ZIP', () => {
    expect(activeContentProblem(pdfZip(), 'application/pdf')).toBe(ACTIVE_CONTENT_MESSAGE);
  });

  it('refuses a PDF with JavaScript, however its name is spelt, and a Launch hidden in a compressed stream', () => {
    expect(activeContentProblem(pdfWithJavaScript(), 'application/pdf')).toBe(PDF_SCRIPT_MESSAGE);
    expect(activeContentProblem(pdfWithEscapedJavaScript(), 'application/pdf')).toBe(PDF_SCRIPT_MESSAGE);
    expect(activeContentProblem(pdfWithHiddenLaunch(), 'application/pdf')).toBe(PDF_SCRIPT_MESSAGE);
  });
});

describe('oversizedImage', () => {
  it('reads a bomb’s declared size from its header alone', async () => {
    const bomb = await pngBomb();
    expect(bomb.length).toBeLessThan(1_000);
    expect(await oversizedImage(bomb)).toEqual({ width: 50_000, height: 50_000 });
  });

  it('lets a picture at the limit through, and ignores bytes that are not a picture', async () => {
    expect(await oversizedImage(await pngBomb(MAX_IMAGE_PIXELS / 5_000, 5_000))).toBeNull();
    expect(await oversizedImage(await image('jpeg'))).toBeNull();
    expect(await oversizedImage(Buffer.from('not a picture'))).toBeNull();
  });
});
