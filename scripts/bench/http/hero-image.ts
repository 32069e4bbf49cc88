import sharp from 'sharp';

/**
 * The demo has no hero image (the site falls back to its own): an admin sets one, as a real agency
 * would, so the benches measure the call with an answer. `token` is an admin's.
 */
export async function setHeroImage(base: string, token: string) {
  const form = new FormData();
  form.append('category', 'hero');
  const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2f6f8f' } })
    .jpeg()
    .toBuffer();
  form.append('image', new Blob([picture], { type: 'image/jpeg' }), 'Cardiff Bay.jpg');
  const upload = await fetch(`${base}/api/admin/images/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!upload.ok) throw new Error(`uploading the hero image: ${upload.status} ${await upload.text()}`);
  const { id } = (await upload.json()) as { id: number };
  const usage = await fetch(`${base}/api/admin/image-usage`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ imageId: id, usageType: 'hero', usageContext: null }),
  });
  if (!usage.ok) throw new Error(`choosing the hero image: ${usage.status} ${await usage.text()}`);
}
