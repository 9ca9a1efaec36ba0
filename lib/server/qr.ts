import 'server-only';
import QRCode from 'qrcode';

/*
 * QR codes of verification pages, made on the server: as inline SVG for the admin's
 * printable screen, as a matrix of modules for the contract's PDF; and the EPC QR code of a
 * deposit's transfer (lib/epc-qr.ts, docs/deposit.md) as inline SVG on the buyer's private page.
 */

/** The largest QR code version EPC069-12 allows (331 bytes at level M). */
export const EPC_MAX_QR_VERSION = 13;

/**
 * The EPC QR code of a transfer's text (from `epcQrPayload`) as an SVG element's markup: its UTF-8
 * bytes in one byte segment, at error correction level M as the guidelines fix it, no larger than
 * version 13.
 */
export function epcQrSvg(payload: string): Promise<string> {
  return QRCode.toString([{ data: new TextEncoder().encode(payload), mode: 'byte' }], {
    type: 'svg',
    margin: 4,
    errorCorrectionLevel: 'M',
  });
}

/** The version (size) of the EPC QR code `epcQrSvg` draws for `payload`. */
export function epcQrVersion(payload: string): number {
  return QRCode.create([{ data: new TextEncoder().encode(payload), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
  }).version;
}

/** The QR code of `url` as an SVG element's markup (no script, no external reference). */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}

/** The QR code's modules, row by row (true: dark). */
export function qrMatrix(url: string): boolean[][] {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const rows: boolean[][] = [];
  for (let y = 0; y < modules.size; y += 1) {
    const row: boolean[] = [];
    for (let x = 0; x < modules.size; x += 1) row.push(modules.get(x, y) === 1);
    rows.push(row);
  }
  return rows;
}
