/**
 * What an image visual becomes without an image model (no VERTEX_PROJECT, the demo): an abstract
 * composition of shapes whose colours and places follow from the prompt, with the prompt as its
 * caption and a plain label saying it is an offline rendering, not a generated image. It is
 * deterministic (a hash of the prompt seeds it) and sized by the aspect ratio.
 */
import type { AspectRatio } from '../../model/visual';
import type { Locale } from '../../model/locales';
import { VISUAL_LABELS } from './labels';
import { COLOURS, svgDocument } from './infographicFrame';
import { n, textBlock, wrapText } from './svgKit';

/** The long side of an offline image, in pixels (Imagen's default is 1024 too). */
export const OFFLINE_IMAGE_LONG_SIDE = 1024;

export function imageSize(ratio: AspectRatio): { width: number; height: number } {
  const [a, b] = ratio.split(':').map(Number) as [number, number];
  return a >= b
    ? { width: OFFLINE_IMAGE_LONG_SIDE, height: Math.round((OFFLINE_IMAGE_LONG_SIDE * b) / a) }
    : { width: Math.round((OFFLINE_IMAGE_LONG_SIDE * a) / b), height: OFFLINE_IMAGE_LONG_SIDE };
}

/** FNV-1a over the prompt, then xorshift: the same prompt, the same picture. */
function seeded(text: string): () => number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  let x = h || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 0x100000000;
  };
}

export function renderOfflineImageSvg(input: {
  readonly prompt: string;
  readonly title: string;
  readonly aspectRatio: AspectRatio;
  readonly language: Locale;
}): string {
  const { width: w, height: h } = imageSize(input.aspectRatio);
  const labels = VISUAL_LABELS[input.language];
  const random = seeded(input.prompt.trim().toLowerCase());
  const hue = Math.floor(random() * 360);
  const s = Math.min(w, h) / 1024;
  const shapes: string[] = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hue} 55% 88%)"/>` +
      `<stop offset="1" stop-color="hsl(${(hue + 60) % 360} 50% 70%)"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
  ];
  for (let i = 0; i < 9; i++) {
    const shade = `hsl(${(hue + Math.floor(random() * 120)) % 360} ${40 + Math.floor(random() * 30)}% ${35 + Math.floor(random() * 35)}%)`;
    const cx = random() * w;
    const cy = random() * h * 0.7;
    const r = (60 + random() * 220) * s;
    shapes.push(
      i % 3 === 0
        ? `<rect x="${n(cx - r / 2)}" y="${n(cy - r / 2)}" width="${n(r)}" height="${n(r)}" rx="${n(r * 0.2)}" fill="${shade}" opacity="0.55" transform="rotate(${Math.floor(random() * 90)} ${n(cx)} ${n(cy)})"/>`
        : `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${shade}" opacity="0.5"/>`,
    );
  }
  const margin = 40 * s;
  const captionSize = 30 * s;
  const hintSize = 20 * s;
  const caption = wrapText(input.prompt, w - 4 * margin, captionSize, 3);
  const hint = wrapText(labels.offlineImageHint, w - 4 * margin, hintSize, 2);
  const boxH =
    margin * 1.5 + 26 * s * 1.4 + caption.length * captionSize * 1.3 + hint.length * hintSize * 1.3;
  const boxY = h - boxH - margin;
  shapes.push(
    `<rect x="${n(margin)}" y="${n(boxY)}" width="${n(w - 2 * margin)}" height="${n(boxH)}" rx="${n(14 * s)}" fill="${COLOURS.white}" opacity="0.92"/>`,
    textBlock(
      [labels.offlineImage.toUpperCase()],
      2 * margin,
      boxY + margin * 0.75 + 20 * s,
      26 * s,
      `font-weight="700" letter-spacing="1" fill="${COLOURS.amber}"`,
    ),
    textBlock(
      caption,
      2 * margin,
      boxY + margin * 0.75 + 26 * s * 1.4 + captionSize,
      captionSize,
      `fill="${COLOURS.ink}"`,
    ),
    textBlock(
      hint,
      2 * margin,
      boxY + margin * 0.75 + 26 * s * 1.4 + caption.length * captionSize * 1.3 + hintSize * 1.2,
      hintSize,
      `fill="${COLOURS.muted}"`,
    ),
  );
  return svgDocument(w, h, input.title, input.prompt, input.language, shapes.join(''));
}
