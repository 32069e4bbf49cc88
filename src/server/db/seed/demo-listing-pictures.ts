/** The demo listings' photos: simple drawings of a room or a building, so the seed needs no image files. */
export type Scene = 'house' | 'apartment' | 'living' | 'kitchen' | 'bedroom';

const W = 1200;
const H = 800;

/** A simple drawing of a room or a building (1200×800), in the given accent colour. */
export function sceneSvg(scene: Scene, colour: string): string {
  const body = SCENES[scene](colour);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

const windowPane = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#bfdbfe" stroke="#f8fafc" stroke-width="10"/>` +
  `<path d="M${x + w / 2} ${y}v${h}M${x} ${y + h / 2}h${w}" stroke="#f8fafc" stroke-width="6"/>`;

const SCENES: Record<Scene, (colour: string) => string> = {
  house: (colour) =>
    `<rect width="${W}" height="${H}" fill="#dbeafe"/>` +
    `<circle cx="1040" cy="130" r="60" fill="#fde68a"/>` +
    `<rect y="640" width="${W}" height="160" fill="#86efac"/>` +
    `<rect x="300" y="300" width="560" height="360" fill="${colour}" stroke="#78350f" stroke-width="6"/>` +
    `<path d="M260 310 580 120 900 310z" fill="#475569"/>` +
    `<rect x="700" y="150" width="50" height="110" fill="#64748b"/>` +
    windowPane(350, 360, 140, 110) +
    windowPane(670, 360, 140, 110) +
    windowPane(350, 510, 140, 110) +
    `<rect x="540" y="480" width="100" height="180" fill="#115e59"/>` +
    `<circle cx="620" cy="575" r="7" fill="#fde68a"/>` +
    `<rect x="110" y="470" width="26" height="180" fill="#78350f"/>` +
    `<circle cx="123" cy="430" r="90" fill="#15803d"/>` +
    `<rect x="520" y="660" width="140" height="140" fill="#d6d3d1"/>`,
  apartment: (colour) =>
    `<rect width="${W}" height="${H}" fill="${colour}"/>` +
    `<rect x="330" y="90" width="540" height="560" fill="#e2e8f0" stroke="#94a3b8" stroke-width="6"/>` +
    Array.from({ length: 5 }, (_, row) =>
      Array.from(
        { length: 4 },
        (_, col) =>
          `<rect x="${370 + col * 125}" y="${120 + row * 100}" width="90" height="70" fill="#93c5fd"/>` +
          `<rect x="${362 + col * 125}" y="${192 + row * 100}" width="106" height="10" fill="#475569"/>`,
      ).join(''),
    ).join('') +
    `<rect y="650" width="${W}" height="150" fill="#0e7490"/>` +
    `<path d="M0 700q150-20 300 0t300 0 300 0 300 0" stroke="#a5f3fc" stroke-width="6" fill="none"/>` +
    `<path d="M80 640h200l-30 40H110z" fill="#f8fafc"/><path d="M180 640V520l70 110z" fill="#f1f5f9"/>`,
  living: (colour) =>
    `<rect width="${W}" height="${H}" fill="${colour}"/>` +
    `<rect y="600" width="${W}" height="200" fill="#a16207"/>` +
    windowPane(760, 110, 300, 380) +
    `<rect x="150" y="430" width="480" height="160" rx="24" fill="#64748b"/>` +
    `<rect x="130" y="400" width="70" height="200" rx="20" fill="#475569"/>` +
    `<rect x="580" y="400" width="70" height="200" rx="20" fill="#475569"/>` +
    `<ellipse cx="420" cy="700" rx="330" ry="60" fill="#0f766e" opacity="0.8"/>` +
    `<rect x="260" y="170" width="260" height="170" fill="#f8fafc" stroke="#78350f" stroke-width="10"/>` +
    `<path d="M280 320l80-90 60 60 40-40 60 70z" fill="#86efac"/>` +
    `<path d="M700 600V380M660 380h80l-20-60h-40z" stroke="#334155" stroke-width="8" fill="#fde68a"/>`,
  kitchen: (colour) =>
    `<rect width="${W}" height="${H}" fill="${colour}"/>` +
    `<rect y="700" width="${W}" height="100" fill="#d6d3d1"/>` +
    windowPane(470, 130, 260, 220) +
    `<rect x="80" y="120" width="320" height="200" fill="#f8fafc" stroke="#cbd5e1" stroke-width="4"/>` +
    `<rect x="800" y="120" width="320" height="200" fill="#f8fafc" stroke="#cbd5e1" stroke-width="4"/>` +
    `<rect x="60" y="470" width="1080" height="30" fill="#b45309"/>` +
    `<rect x="80" y="500" width="1040" height="200" fill="#f8fafc" stroke="#cbd5e1" stroke-width="4"/>` +
    Array.from(
      { length: 6 },
      (_, i) => `<path d="M${253 + i * 173} 520v160" stroke="#cbd5e1" stroke-width="4"/>`,
    ).join('') +
    `<rect x="820" y="455" width="200" height="15" fill="#1e293b"/>` +
    `<path d="M600 0v60" stroke="#334155" stroke-width="4"/><path d="M560 100h80l-20-40h-40z" fill="#0f766e"/>`,
  bedroom: (colour) =>
    `<rect width="${W}" height="${H}" fill="${colour}"/>` +
    `<rect y="620" width="${W}" height="180" fill="#d6d3d1"/>` +
    `<rect x="300" y="330" width="600" height="60" rx="12" fill="#78350f"/>` +
    `<rect x="280" y="470" width="640" height="170" rx="16" fill="#f8fafc"/>` +
    `<rect x="280" y="520" width="640" height="120" rx="16" fill="#0f766e"/>` +
    `<rect x="340" y="420" width="200" height="70" rx="24" fill="#e2e8f0"/>` +
    `<rect x="660" y="420" width="200" height="70" rx="24" fill="#e2e8f0"/>` +
    `<rect x="960" y="150" width="200" height="470" fill="#f1f5f9" stroke="#94a3b8" stroke-width="4"/>` +
    `<path d="M1060 150v470" stroke="#94a3b8" stroke-width="4"/>` +
    windowPane(60, 140, 180, 240),
};
