import 'server-only';
import QRCode from 'qrcode';

/*
 * QR codes of verification pages (issue 34), made on the server: as inline SVG for the admin's
 * printable screen, as a matrix of modules for the contract's PDF.
 */

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
