// Two screenshots compared: the share of their pixels that differ. Reads the PNG files
// Chromium writes (8 bits a channel, RGB or RGBA, not interlaced) with Node's own zlib.
import { inflateSync } from 'node:zlib';

// The pixels of a PNG: { width, height, channels, data } (a row after another, unfiltered).
export function decode(png) {
  let at = 8;
  let width = 0, height = 0, channels = 0;
  const packed = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
      const [depth, colour, interlace] = [body[8], body[9], body[12]];
      channels = { 2: 3, 6: 4 }[colour];
      if (depth !== 8 || !channels || interlace !== 0) throw new Error('not an 8-bit RGB(A) PNG');
    } else if (type === 'IDAT') {
      packed.push(body);
    }
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(packed));
  const stride = width * channels;
  const data = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? data[y * stride + x - channels] : 0;
      const up = y > 0 ? data[(y - 1) * stride + x] : 0;
      const upLeft = x >= channels && y > 0 ? data[(y - 1) * stride + x - channels] : 0;
      let guess = 0;
      if (filter === 1) guess = left;
      else if (filter === 2) guess = up;
      else if (filter === 3) guess = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        guess = a <= b && a <= c ? left : b <= c ? up : upLeft;
      }
      data[y * stride + x] = (row[x] + guess) & 0xff;
    }
  }
  return { width, height, channels, data };
}

// The share (0 to 1) of pixels of two same-sized screenshots whose colour differs by more than
// `tolerance` in a channel.
export function differing(a, b, tolerance = 40) {
  const [p, q] = [decode(a), decode(b)];
  if (p.width !== q.width || p.height !== q.height) return 1;
  let differ = 0;
  for (let i = 0; i < p.width * p.height; i++) {
    for (let c = 0; c < 3; c++) {
      if (Math.abs(p.data[i * p.channels + c] - q.data[i * q.channels + c]) > tolerance) {
        differ++;
        break;
      }
    }
  }
  return differ / (p.width * p.height);
}
